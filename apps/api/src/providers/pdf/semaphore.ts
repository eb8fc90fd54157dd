/** A task was refused because too many are already waiting: the caller should retry later. */
export class QueueFullError extends Error {}

/**
 * At most `limit` tasks run at once; the rest wait in arrival order, at most `maxWaiting` of them
 * (default: no cap). A task over the cap is refused at once rather than left to wait without end.
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

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(`${this.waiting.length} tasks are already waiting`);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
