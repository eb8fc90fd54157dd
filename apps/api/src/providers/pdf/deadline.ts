import { PdfTimeoutError } from './types.js';

/**
 * One job's deadline: `signal` aborts with PdfTimeoutError when `deadlineMs` have passed, or with the
 * caller's reason when the caller's own signal aborts first. `dispose` when the job is over.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly timer: NodeJS.Timeout;

  constructor(deadlineMs: number, caller?: AbortSignal) {
    const expiry = new AbortController();
    this.timer = setTimeout(() => expiry.abort(new PdfTimeoutError(deadlineMs)), deadlineMs);
    this.signal = caller ? AbortSignal.any([caller, expiry.signal]) : expiry.signal;
  }

  /**
   * Settles as `work` does, or rejects with the abort reason the moment the signal aborts: the answer
   * never waits on work that is still being stopped.
   */
  race<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined);
    return new Promise<T>((resolve, reject) => {
      const abort = () => reject(this.signal.reason as Error);
      if (this.signal.aborted) abort();
      this.signal.addEventListener('abort', abort, { once: true });
      work.then(resolve, reject).finally(() => this.signal.removeEventListener('abort', abort));
    });
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
