import { environmentManager, MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../../shared/schemas/messaging';
import { createQueryClient } from '../../../app/query-client';
import { messagingKeys } from '../../../lib/query-keys';
import { type SendVariables, sendMessageOptions } from './messaging-api';

const ME = '00000000-0000-4000-8000-000000000001';
const AVA = '00000000-0000-4000-8000-000000000002';

function variables(content: string): SendVariables {
  return { recipientId: AVA, content, clientId: crypto.randomUUID() };
}

function stored(input: SendVariables): Message {
  return {
    id: crypto.randomUUID(),
    clientId: input.clientId,
    senderId: ME,
    recipientId: AVA,
    content: input.content,
    photo: null,
    createdAt: new Date().toISOString(),
    readAt: null,
  };
}

afterEach(() => {
  vi.useRealTimers();
  environmentManager.setIsServer(() => typeof window === 'undefined');
});

describe('a message sent from the thread', () => {
  it('stays listed as not sent, with its text, long after the thread stopped watching it', async () => {
    vi.useFakeTimers();
    // In a browser, where the query library drops unobserved mutations after five minutes.
    environmentManager.setIsServer(() => false);
    const queryClient = createQueryClient();
    // The network is gone: the send fails as fetch does offline.
    const observer = new MutationObserver(queryClient, {
      ...sendMessageOptions(queryClient, ME, AVA),
      mutationFn: (_input: SendVariables) => Promise.reject(new TypeError('Failed to fetch')),
    });
    await observer.mutate(variables('See you at 10')).catch(() => undefined);
    // Another message sent, or another conversation opened: nobody observes it any more.
    observer.reset();
    await vi.advanceTimersByTimeAsync(60 * 60_000);

    const failed = queryClient
      .getMutationCache()
      .findAll({ mutationKey: messagingKeys.send(ME, AVA), status: 'error' });
    expect(failed.map((mutation) => (mutation.state.variables as SendVariables).content)).toEqual([
      'See you at 10',
    ]);
  });

  it('is not kept once sent: the thread holds the message', async () => {
    const queryClient = createQueryClient();
    const observer = new MutationObserver(queryClient, {
      ...sendMessageOptions(queryClient, ME, AVA),
      mutationFn: async (input: SendVariables) => ({ message: stored(input) }),
    });
    for (const content of ['one', 'two', 'three']) await observer.mutate(variables(content));

    const kept = queryClient.getMutationCache().findAll({ mutationKey: messagingKeys.send(ME, AVA) });
    expect(kept).toEqual([]);
  });
});
