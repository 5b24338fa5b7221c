import { describe, expect, it } from 'vitest';
import { inTwoTasks } from './lazy-page';

describe('inTwoTasks', () => {
  it('loads the second part in a later task than the first, and returns it', async () => {
    const order: string[] = [];
    const result = await inTwoTasks(
      async () => {
        order.push('first');
        // A task queued while the first part loads runs before the second part.
        setTimeout(() => order.push('another task'), 0);
      },
      async () => {
        order.push('rest');
        return 'page';
      },
    );
    expect(result).toBe('page');
    expect(order).toEqual(['first', 'another task', 'rest']);
  });
});
