import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('single flight', () => {
  it('answers identical requests that arrive together with one piece of work', async () => {
    const flights = createSingleFlight<string>();
    const gate = deferred<string>();
    let runs = 0;
    const work = () => {
      runs++;
      return gate.promise;
    };
    const answers = Promise.all([flights.run('a', work), flights.run('a', work), flights.run('a', work)]);
    await Promise.resolve();
    gate.resolve('page 1');
    expect(await answers).toEqual(['page 1', 'page 1', 'page 1']);
    expect(runs).toBe(1);
  });

  it('keeps different keys apart and keeps nothing once answered', async () => {
    const flights = createSingleFlight<string>();
    let runs = 0;
    const work = (answer: string) => async () => {
      runs++;
      return answer;
    };
    expect(await Promise.all([flights.run('a', work('a1')), flights.run('b', work('b1'))])).toEqual([
      'a1',
      'b1',
    ]);
    expect(await flights.run('a', work('a2'))).toBe('a2');
    expect(runs).toBe(3);
    expect(flights.size).toBe(0);
  });

  it('gives a failure to everyone waiting, and the next request tries again', async () => {
    const flights = createSingleFlight<string>();
    const gate = deferred<string>();
    const first = flights.run('a', () => gate.promise);
    const second = flights.run('a', () => Promise.resolve('never'));
    gate.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    expect(await flights.run('a', async () => 'recovered')).toBe('recovered');
  });
});
