// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Called with each connection's client, to listen to it. */
    setupClient?: (client: Client) => void;
  }

  /** One connection. Its `headers` event carries the parser's fields: `headers` alternates names and values. */
  export interface Client extends EventEmitter {
    on(event: 'headers', listener: (fields: { statusCode: number; headers: string[] }) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  /** Percentiles autocannon computes: p0_001 ... p97_5, p99 ... (no p95). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [percentile: string]: number | undefined;
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
