import { matrixServices } from '../release-matrix/variants.mjs';
import { stack } from '../stack.mjs';
import {
  API_TEST_PORTS,
  BENCH_CHECKOUT_API_PORTS,
  BENCH_PORT_OFFSET,
  COMPOSE_PORT_OFFSET,
  E2E_PORT_OFFSET,
  EPHEMERAL_PORTS_FROM,
  POSTGRES_TEST_PORTS,
  RELEASE_MATRIX_PORT_OFFSET,
  RELEASE_PORTS,
  SSR_TEST_PORTS,
} from '../test-ports.mjs';

const portsMovedBy = (offset: number) => stack({ portOffset: offset }).map((service) => service.port);

/** Every port each stack listens on, as its scripts start it. */
const stacks: Record<string, number[]> = {
  'npm start': portsMovedBy(0),
  'end-to-end tests': [...portsMovedBy(E2E_PORT_OFFSET), ...Object.values(RELEASE_PORTS).map((port) => port + E2E_PORT_OFFSET)],
  'compose test': portsMovedBy(COMPOSE_PORT_OFFSET),
  benchmark: portsMovedBy(BENCH_PORT_OFFSET),
  "benchmark's checkout replicas": Object.values(BENCH_CHECKOUT_API_PORTS),
  'release matrix': matrixServices({ portOffset: RELEASE_MATRIX_PORT_OFFSET, dataDir: 'unused' }).services.map((service) => service.port),
  'server-rendering tests': Object.values(SSR_TEST_PORTS),
  'api tests': Object.values(API_TEST_PORTS),
  'PostgreSQL servers': Object.values(POSTGRES_TEST_PORTS),
};

describe('the ports of the test stacks', () => {
  it.each(Object.entries(stacks))("of %s are below the ports Linux hands to outgoing connections", (_name, ports) => {
    expect(ports.length).toBeGreaterThan(0);
    expect(ports.filter((port) => port < 1024 || port >= EPHEMERAL_PORTS_FROM)).toEqual([]);
  });

  it('keep each stack apart from every other, so any two run side by side', () => {
    const owners = new Map<number, string[]>();
    for (const [name, ports] of Object.entries(stacks)) {
      for (const port of new Set(ports)) owners.set(port, [...(owners.get(port) ?? []), name]);
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});
