import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type Metrics = {
  registry: Registry;
  observeCall(name: string, status: number, seconds: number): void;
  setProjectionLag(projection: string, eventsBehind: number | null, secondsBehind: number, parked: number): void;
  setSockets(count: number): void;
  countMail(result: 'queued' | 'sent' | 'failed'): void;
  setTasksDue(count: number): void;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const callSeconds = new Histogram({
    name: 'api_call_duration_seconds',
    help: 'Call latency by call name and status',
    labelNames: ['call', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const lagEvents = new Gauge({ name: 'projection_lag_events', help: 'Events between the log head and the projection checkpoint', labelNames: ['projection'], registers: [registry] });
  const lagSeconds = new Gauge({ name: 'projection_lag_seconds', help: 'Seconds since the projection last had nothing left to read, while it is behind', labelNames: ['projection'], registers: [registry] });
  const parkedEvents = new Gauge({ name: 'projection_parked_events', help: 'Events set aside after repeated failures, waiting for a fix and a replay', labelNames: ['projection'], registers: [registry] });
  const sockets = new Gauge({ name: 'socket_connections', help: 'Open socket.io connections', registers: [registry] });
  const tasksDue = new Gauge({ name: 'tasks_due', help: 'Background tasks whose time has come and that have not finished (waiting, running or to be retried now)', registers: [registry] });
  const mail = new Counter({ name: 'mail_messages_total', help: 'Outgoing mail', labelNames: ['result'], registers: [registry] });
  return {
    registry,
    observeCall: (call, status, seconds) => callSeconds.observe({ call, status: String(status) }, seconds),
    setProjectionLag: (projection, events, seconds, parked) => {
      if (events !== null) lagEvents.set({ projection }, events);
      lagSeconds.set({ projection }, seconds);
      parkedEvents.set({ projection }, parked);
    },
    setSockets: (count) => sockets.set(count),
    countMail: (result) => mail.inc({ result }),
    setTasksDue: (count) => tasksDue.set(count),
  };
}
