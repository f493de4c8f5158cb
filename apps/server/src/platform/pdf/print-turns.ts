/**
 * First-come turns for at most `max` holders at once. Hand-written rather than p-limit because a
 * waiter must be able to leave the queue when its deadline passes, which p-limit cannot do.
 */
export class PrintTurns {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  /** Holders now. */
  get activeCount(): number {
    return this.active;
  }

  /** Resolves with a release function once a turn is free; `signal` aborting leaves the queue. */
  take(signal: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.active -= 1;
        this.waiting.shift()?.();
      };
      const start = () => {
        signal.removeEventListener('abort', leave);
        this.active += 1;
        resolve(release);
      };
      const leave = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal.reason as Error);
      };
      if (this.active < this.max) {
        start();
        return;
      }
      this.waiting.push(start);
      signal.addEventListener('abort', leave, { once: true });
    });
  }
}
