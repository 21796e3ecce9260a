/** The server's clock, injectable so tests can move time (sessions ageing, day boundaries). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
