import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from './passwords.js';

// Password work leaves two of libuv's threads to files and new database connections
// (docs/decisions/0010): many sign-ins at once wait in line instead.

describe('password checks', () => {
  it('at most all but two of libuv threads hash at once; the rest wait and all finish', async () => {
    const stored = await hashPassword('a long enough password');
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      most = Math.max(most, passwordWork.active);
      queued = Math.max(queued, passwordWork.waiting);
    }, 1);
    const checks = Array.from({ length: 10 }, (_, i) =>
      verifyPassword(stored, i % 2 ? 'a long enough password' : 'a wrong password'),
    );
    most = Math.max(most, passwordWork.active);
    queued = Math.max(queued, passwordWork.waiting);
    const results = await Promise.all(checks);
    clearInterval(watch);
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 === 1));
    expect(most).toBe((Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2);
    expect(queued).toBe(10 - most);
    expect(passwordWork.active).toBe(0);
  });
});
