/**
 * Accounts (better-auth's tables, in the shape its Kysely adapter expects) and the student profile
 * (the user document: name, language, goal, grade, counters, streak).
 */
import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from '../database.ts';

export function accountsAndProfile(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', t.boolean, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', t.timestamp)
        .addColumn('refreshTokenExpiresAt', t.timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();
      await db.schema
        .createTable('rateLimit')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('lastRequest', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('profile')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('goal', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('grade', 'integer')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('totalQuizzes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('totalCorrectAnswers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('questionsAnswered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('averageScore', t.real, (c) => c.notNull().defaultTo(0))
        .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bestStreak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lastActivityDate', 'text')
        .addColumn('timeZone', 'text', (c) => c.notNull().defaultTo('Asia/Baku'))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
