import { describe, expect, it } from 'vitest';
import { conversationPath, readConversationParam, withConversation } from './conversation-url';

const AVA = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the open conversation in the address', () => {
  it('opens the Messages tab with the member', () => {
    expect(conversationPath(AVA)).toBe(`/dashboard?tab=messages&with=${AVA}`);
    expect(conversationPath()).toBe('/dashboard?tab=messages');
  });

  it('reads only a member id', () => {
    expect(readConversationParam(AVA)).toBe(AVA);
    expect(readConversationParam(AVA.toUpperCase())).toBe(AVA);
    for (const value of [null, '', 'ava', `${AVA}x`, '../../api/admin']) {
      expect(readConversationParam(value)).toBeNull();
    }
  });

  it('keeps the other parameters when another conversation opens or closes', () => {
    const current = new URLSearchParams({ tab: 'messages', with: AVA, ref: 'mail' });
    expect(withConversation(current, null)).toBe('?tab=messages&ref=mail');
    const other = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(withConversation(current, other)).toBe(`?tab=messages&with=${other}&ref=mail`);
  });
});
