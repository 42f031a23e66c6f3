/** Thrown when the line of waiting decodes is full: the caller answers "busy" at once. */
export class DecodeQueueFull extends Error {
  constructor() {
    super("image decode queue full");
    this.name = "DecodeQueueFull";
  }
}

/**
 * A counting semaphore for image decodes. Decoding is what takes memory (a picture at the pixel
 * limit is about 100 MB while it is processed), so bounding the decodes in flight bounds the
 * memory uploads can take however many arrive together. The line is bounded too: each waiter holds
 * its compressed upload, and a flood is better refused than queued for minutes.
 */
export class DecodeSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly maxWaiting: number) {}

  /** Runs `work` once fewer than `limit` others run; throws DecodeQueueFull when the line is full. */
  async run<T>(limit: number, work: () => Promise<T>): Promise<T> {
    if (this.active >= limit) {
      if (this.waiting.length >= this.maxWaiting) throw new DecodeQueueFull();
      // The releasing run hands its slot over, so `active` already counts this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Decodes running and waiting (for tests and metrics). */
  get load() {
    return { active: this.active, waiting: this.waiting.length };
  }
}
