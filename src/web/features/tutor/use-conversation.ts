/**
 * The tutor conversation: a pure reducer for its states, kept in localStorage per student so it survives a reload
 * (and forgotten on sign-out, conversation-storage.ts).
 */
import { useEffect, useReducer } from 'react';
import type { ChatMessage } from './api.ts';
import { conversationStorageKey } from './conversation-storage.ts';

export interface Conversation {
  messages: ChatMessage[];
  /** The reply being streamed, shown as it arrives. */
  streaming: string | undefined;
  waiting: boolean;
  connectionIssue: 'none' | 'server' | 'network';
}

export type ConversationAction =
  | { type: 'send'; message: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'reply'; message: ChatMessage }
  | { type: 'fail'; message: ChatMessage; network: boolean }
  | { type: 'rate'; id: string; rating: 'up' | 'down' | null }
  | { type: 'reset' };

export interface RatedMessage extends ChatMessage {
  rating?: 'up' | 'down' | null;
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'send':
      return {
        ...state,
        messages: [...state.messages, action.message],
        streaming: '',
        waiting: true,
        connectionIssue: 'none',
      };
    case 'delta':
      return { ...state, streaming: (state.streaming ?? '') + action.text };
    case 'reply':
      return { ...state, messages: [...state.messages, action.message], streaming: undefined, waiting: false };
    case 'fail':
      return {
        ...state,
        messages: [...state.messages, action.message],
        streaming: undefined,
        waiting: false,
        connectionIssue: action.network ? 'network' : 'server',
      };
    case 'rate':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === action.id ? ({ ...m, rating: action.rating } as RatedMessage) : m,
        ),
      };
    case 'reset':
      return { messages: [], streaming: undefined, waiting: false, connectionIssue: 'none' };
  }
}

function load(userId: string): Conversation {
  try {
    const saved = JSON.parse(localStorage.getItem(conversationStorageKey(userId)) ?? '[]') as ChatMessage[];
    return {
      messages: Array.isArray(saved) ? saved : [],
      streaming: undefined,
      waiting: false,
      connectionIssue: 'none',
    };
  } catch {
    return { messages: [], streaming: undefined, waiting: false, connectionIssue: 'none' };
  }
}

export function useConversation(userId: string) {
  const [state, dispatch] = useReducer(conversationReducer, userId, load);
  useEffect(() => {
    try {
      localStorage.setItem(conversationStorageKey(userId), JSON.stringify(state.messages.slice(-50)));
    } catch {
      // Storage full or unavailable: the conversation still works for this visit.
    }
  }, [userId, state.messages]);
  return [state, dispatch] as const;
}
