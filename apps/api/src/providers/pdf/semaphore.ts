/** A task was refused because too many are already waiting: the caller should retry later. */
export class QueueFullError extends Error {}

/**
 * At most `limit` tasks run at once; the rest wait in arrival order, at most `maxWaiting` of them
 * (default: no cap). A task over the cap is refused at once rather than left to wait without end, and a
 * waiting task whose signal aborts leaves the queue with the signal's reason.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A semaphore needs a positive limit, not ${limit}`);
  }

  /** Tasks waiting for a slot now. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting)
      return Promise.reject(new QueueFullError(`${this.waiting.length} tasks are already waiting`));
    return new Promise<void>((resolve, reject) => {
      const admit = () => {
        signal?.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = () => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        reject(signal?.reason as Error);
      };
      this.waiting.push(admit);
      signal?.addEventListener('abort', abandon, { once: true });
    });
  }

  /** The slot passes straight to the next waiting task, so no newcomer can take it in between. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
