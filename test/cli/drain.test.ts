import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drainedOf } from '../../src/cli/drain.js';

/** A stream that takes one small write and holds it until `flush` runs. */
function slowStream() {
  let flush: (() => void) | undefined;
  const stream = new Writable({
    highWaterMark: 4,
    write(_chunk, _encoding, callback) {
      flush = callback;
    },
  });
  return { stream, flush: () => flush?.() };
}

describe('drainedOf', () => {
  it('twenty writes past a full buffer share one wait: one listener per event, no leak warning', async () => {
    const { stream, flush } = slowStream();
    const drained = drainedOf(stream);
    const before = stream.listenerCount('error');
    const waits = [];
    for (let i = 0; i < 20; i++) {
      expect(stream.write('full')).toBe(false);
      waits.push(drained());
    }
    expect(stream.listenerCount('error') - before).toBe(1);
    expect(stream.listenerCount('drain')).toBe(1);
    // Each held write completes in turn; the stream drains once the queue is empty.
    for (let i = 0; i < 20; i++) flush();
    await Promise.all(waits);
    expect(stream.listenerCount('error')).toBe(before);
    expect(stream.listenerCount('drain')).toBe(0);
  });

  it('resolves at once when nothing is queued, and when the stream is gone', async () => {
    const { stream } = slowStream();
    const drained = drainedOf(stream);
    await drained();
    stream.write('full');
    stream.destroy();
    await drained();
    expect(stream.listenerCount('drain')).toBe(0);
  });
});
