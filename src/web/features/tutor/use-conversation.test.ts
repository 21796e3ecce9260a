import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './api.ts';
import { conversationReducer, type Conversation } from './use-conversation.ts';

const empty: Conversation = { messages: [], streaming: undefined, waiting: false, connectionIssue: 'none' };
const message = (sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id: text,
  sender,
  text,
  timestamp: 1,
});

describe('tutor conversation', () => {
  it('send → waiting with an empty stream; deltas accumulate; the reply ends waiting', () => {
    let state = conversationReducer(empty, { type: 'send', message: message('user', 'hi') });
    expect(state).toMatchObject({ waiting: true, streaming: '' });
    state = conversationReducer(state, { type: 'delta', text: 'Hel' });
    state = conversationReducer(state, { type: 'delta', text: 'lo' });
    expect(state.streaming).toBe('Hello');
    state = conversationReducer(state, { type: 'reply', message: message('ai', 'Hello') });
    expect(state).toMatchObject({ waiting: false, streaming: undefined });
    expect(state.messages.map((m) => m.text)).toEqual(['hi', 'Hello']);
  });

  it('a failure adds an error bubble and the connection banner (spec §8)', () => {
    const sent = conversationReducer(empty, { type: 'send', message: message('user', 'hi') });
    const failed = conversationReducer(sent, {
      type: 'fail',
      message: { ...message('ai', 'x'), isError: true },
      network: true,
    });
    expect(failed.connectionIssue).toBe('network');
    expect(failed.messages.at(-1)?.isError).toBe(true);
    expect(conversationReducer(failed, { type: 'send', message: message('user', 'again') }).connectionIssue).toBe(
      'none',
    );
  });

  it('new chat clears everything', () => {
    const sent = conversationReducer(empty, { type: 'send', message: message('user', 'hi') });
    expect(conversationReducer(sent, { type: 'reset' })).toEqual(empty);
  });
});
