/** A time range or date expression that cannot be read, or whose start is after its end. */
export class TimeRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeRangeError';
  }
}
