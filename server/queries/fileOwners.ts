/** A writable DuckDB file's owner, and the workers still closing it. */
interface FileState<W> {
  owner?: W;
  /** Workers asked to close the file that have not said they did. */
  releasing: Set<W>;
  /** Called once nobody is closing the file any more. */
  waiters: (() => void)[];
}

/**
 * Which worker may open each writable DuckDB file. DuckDB lets one process hold a file open for
 * writing, and none may hold it read-only meanwhile: every job and engine call on a writable file
 * goes to its owner, chosen on first use. Before an owner opens the file, every other worker is
 * asked to close it (a read-only engine of before a settings change, say); a read-only use of an
 * owned file first has the owner close it. Files never opened for writing are not tracked.
 */
export class FileOwners<W> {
  private readonly files = new Map<string, FileState<W>>();

  constructor(
    /** The workers that may hold files open (ready ones). */
    private readonly live: () => W[],
    /** Asks a worker to close its engines on a file; it answers through released(). */
    private readonly askRelease: (worker: W, file: string) => void,
  ) {}

  /** No file is owned or being closed: read-only jobs need no checks. */
  get idle(): boolean {
    return this.files.size === 0;
  }

  /**
   * Whether `worker` may start a job on `file` now. A writable job with no owner yet makes this
   * worker the owner (others close the file first); a read-only job on an owned file releases it.
   */
  mayTake(file: string | undefined, writable: boolean, worker: W): boolean {
    if (file === undefined) return true;
    if (writable) return this.target(file, worker) === worker;
    const state = this.files.get(file);
    if (!state) return true;
    if (state.releasing.size > 0) return false;
    if (state.owner !== undefined) {
      this.release(file, state, [state.owner]);
      state.owner = undefined;
      return false;
    }
    this.files.delete(file);
    return true;
  }

  /**
   * The worker that may open `file` for writing now: its owner, or `candidate` made the owner.
   * Undefined while workers are still closing it.
   */
  target(file: string, candidate: W | undefined): W | undefined {
    let state = this.files.get(file);
    if (!state) {
      state = { releasing: new Set(), waiters: [] };
      this.files.set(file, state);
    }
    if (state.releasing.size > 0) return undefined;
    if (state.owner !== undefined || candidate === undefined) return state.owner;
    state.owner = candidate;
    this.release(
      file,
      state,
      this.live().filter((worker) => worker !== candidate),
    );
    return state.releasing.size === 0 ? candidate : undefined;
  }

  /** The file's owner, if it has one. */
  ownerOf(file: string): W | undefined {
    return this.files.get(file)?.owner;
  }

  /**
   * Has the file's owner close it (a read-only engine is about to open it); settles once no
   * worker holds it open for writing. At once for a file no worker owns.
   */
  releaseFile(file: string): Promise<void> {
    const state = this.files.get(file);
    if (!state) return Promise.resolve();
    if (state.owner !== undefined) {
      this.release(file, state, [state.owner]);
      state.owner = undefined;
    }
    if (state.releasing.size === 0) {
      this.files.delete(file);
      return Promise.resolve();
    }
    return new Promise((resolve) => state.waiters.push(resolve));
  }

  /** A worker has closed the file. */
  released(worker: W, file: string): void {
    const state = this.files.get(file);
    if (state?.releasing.delete(worker)) this.settle(file, state);
  }

  /** A worker ended: whatever it held is closed, and files it owned need a new owner. */
  workerEnded(worker: W): void {
    for (const [file, state] of this.files) {
      if (state.owner === worker) state.owner = undefined;
      if (state.releasing.delete(worker) || state.owner === undefined) this.settle(file, state);
    }
  }

  private release(file: string, state: FileState<W>, workers: W[]): void {
    for (const worker of workers) {
      state.releasing.add(worker);
      this.askRelease(worker, file);
    }
  }

  private settle(file: string, state: FileState<W>): void {
    if (state.releasing.size > 0) return;
    if (state.owner === undefined) this.files.delete(file);
    for (const resolve of state.waiters.splice(0)) resolve();
  }
}
