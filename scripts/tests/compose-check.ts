import { parse } from 'yaml';
import type { stack } from '../stack.mjs';

/** One service of `stack()` in scripts/stack.mjs: name, dir, port, command, health path, env. */
export type Service = ReturnType<typeof stack>[number];

/**
 * The repository, by paths from its root: `read` answers a file's text (undefined when there is no
 * such file), `has` whether a file or folder is there.
 */
export interface Repo {
  read(relativePath: string): string | undefined;
  has(relativePath: string): boolean;
}

type Entries = Record<string, unknown>;

function isEntries(value: unknown): value is Entries {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `[HOST_IP:][HOST_PORT:]CONTAINER_PORT[/PROTOCOL]`, a bare number, or the long syntax. */
interface PortMapping {
  published: string | undefined;
  target: string;
}

function portMappings(ports: unknown): PortMapping[] {
  if (!Array.isArray(ports)) return [];
  return ports.flatMap((entry: unknown): PortMapping[] => {
    if (typeof entry === 'number') return [{ published: undefined, target: String(entry) }];
    if (typeof entry === 'string') {
      // Split at the colons outside a `${NAME:-default}`, whose own colon is part of the value.
      const parts = entry.replace(/\/(tcp|udp)$/, '').match(/(?:\$\{[^}]*\}|[^:])+/g) ?? [];
      const target = parts.at(-1) ?? '';
      return [{ published: parts.length > 1 ? parts.at(-2) : undefined, target }];
    }
    if (isEntries(entry) && (typeof entry.target === 'number' || typeof entry.target === 'string')) {
      const published = entry.published;
      return [
        {
          published: typeof published === 'number' || typeof published === 'string' ? String(published) : undefined,
          target: String(entry.target),
        },
      ];
    }
    return [];
  });
}

/** Compose's `environment` as a map or as a list of `NAME=value` (or bare `NAME`). */
function environment(value: unknown): Map<string, string | undefined> {
  const env = new Map<string, string | undefined>();
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item !== 'string') continue;
      const equals = item.indexOf('=');
      env.set(equals === -1 ? item : item.slice(0, equals), equals === -1 ? undefined : item.slice(equals + 1));
    }
  } else if (isEntries(value)) {
    for (const [name, raw] of Object.entries(value)) {
      env.set(name, raw === null || raw === undefined ? undefined : String(raw));
    }
  }
  return env;
}

/** The default of a value written `${NAME:-default}` (or `${NAME-default}`), else undefined. */
function interpolationDefault(value: string | undefined): string | undefined {
  const match = /^\$\{\w+:?-(.*)\}$/.exec(value ?? '');
  return match?.[1];
}

interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions, stage by stage: continuation lines joined, comments dropped. */
export function dockerfileStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  const logicalLines: string[] = [];
  let pending = '';
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    // Comment lines may sit inside a continued instruction; Docker drops them.
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const joined = `${pending}${line}`.trim();
    pending = '';
    if (joined !== '') logicalLines.push(joined);
  }
  for (const line of logicalLines) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const keyword = (match[1] ?? '').toUpperCase();
    const args = match[2] ?? '';
    if (keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push({ keyword, args });
  }
  return stages;
}

/** `ENV A=1 B="two"` (or the old `ENV A 1`) as a map. */
function envInstructionValues(args: string): Map<string, string> {
  const values = new Map<string, string>();
  const legacy = /^(\w+)\s+([^=]*)$/.exec(args);
  if (legacy?.[1] !== undefined && !args.includes('=')) {
    values.set(legacy[1], (legacy[2] ?? '').trim());
    return values;
  }
  for (const match of args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const [, name = '', raw = ''] = match;
    values.set(name, raw.startsWith('"') ? raw.slice(1, -1) : raw);
  }
  return values;
}

function parseJsonArray(text: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item): item is string => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Compose's build `args` as a map or as a list of `NAME=value`. */
function buildArgs(build: Entries): Map<string, string> {
  const args = new Map<string, string>();
  for (const [name, value] of environment(build.args)) if (value !== undefined) args.set(name, value);
  return args;
}

/**
 * The stage with the values of its `ARG`s put in, as Docker does in EXPOSE, ENV, WORKDIR, COPY and
 * USER: the build argument given, else the ARG's default. RUN and CMD are left alone, since the
 * shell (or nothing) expands those.
 */
function withArgs(stage: Instruction[], args: Map<string, string>): Instruction[] {
  const values = new Map<string, string>();
  return stage.map((instruction) => {
    if (instruction.keyword === 'ARG') {
      const [name = '', fallback] = instruction.args.split('=', 2);
      const value = args.get(name.trim()) ?? fallback;
      if (value !== undefined) values.set(name.trim(), value);
      return instruction;
    }
    if (!['EXPOSE', 'ENV', 'WORKDIR', 'COPY', 'USER'].includes(instruction.keyword)) return instruction;
    const expanded = instruction.args.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => values.get(braced ?? bare ?? '') ?? whole);
    return { ...instruction, args: expanded };
  });
}

/** The sources of a COPY from the build context (not `--from` another stage or image). */
function contextSources(copy: Instruction): string[] {
  const words = copy.args.split(/\s+/).filter(Boolean);
  if (words.some((word) => word.startsWith('--from'))) return [];
  const paths = words.filter((word) => !word.startsWith('--'));
  return paths.slice(0, -1);
}

function dockerfileProblems(service: Service, dockerfile: string, text: string, args: Map<string, string>, repo: Repo): string[] {
  const problems: string[] = [];
  const where = `${service.name}: ${dockerfile}`;
  if (/^#\s*syntax\s*=/im.test(text.split('\n').find((line) => line.trim() !== '') ?? '')) {
    problems.push(`${where} starts with a # syntax= line, which makes BuildKit fetch its frontend from a registry`);
  }
  const stages = dockerfileStages(text).map((stage) => withArgs(stage, args));
  for (const copy of stages.flat().filter((instruction) => instruction.keyword === 'COPY')) {
    for (const source of contextSources(copy)) {
      if (/[*?[]/.test(source) || source.includes('$')) continue;
      const relative = source.replace(/^\.\//, '').replace(/\/$/, '') || '.';
      if (!repo.has(relative)) problems.push(`${where} copies ${source}, which the repository does not have`);
    }
  }
  const runtime = stages.at(-1) ?? [];
  const all = (keyword: string): Instruction[] => runtime.filter((instruction) => instruction.keyword === keyword);
  const last = (keyword: string): Instruction | undefined => all(keyword).at(-1);

  const exposed = all('EXPOSE').flatMap((instruction) => instruction.args.split(/\s+/).map((port) => port.replace(/\/tcp$/, '')));
  if (!exposed.includes(String(service.port))) {
    problems.push(`${where} does not EXPOSE ${service.port} in its final stage (exposes ${exposed.join(', ') || 'nothing'})`);
  }

  const env = new Map<string, string>();
  for (const instruction of all('ENV')) {
    for (const [name, value] of envInstructionValues(instruction.args)) env.set(name, value);
  }
  if (env.get('PORT') !== String(service.port)) {
    problems.push(`${where} sets PORT=${env.get('PORT') ?? '(unset)'}, expected ${service.port}`);
  }
  if (env.get('HOST') !== '0.0.0.0') {
    problems.push(`${where} sets HOST=${env.get('HOST') ?? '(unset)'}, expected 0.0.0.0 (reachable from outside the container)`);
  }

  const user = last('USER')?.args.trim();
  if (user === undefined || user === 'root' || user === '0' || user.startsWith('0:') || user.startsWith('root:')) {
    problems.push(`${where} runs as root; its final stage needs a USER that is not root`);
  }

  const healthcheck = last('HEALTHCHECK')?.args ?? '';
  if (!healthcheck.includes(`'${service.healthPath}'`)) {
    problems.push(`${where} has no HEALTHCHECK asking ${service.healthPath}`);
  }

  // npm start runs each command in the app's folder; the image runs it in the same layout.
  const workdir = last('WORKDIR')?.args.trim();
  if (workdir !== `/app/${service.dir}`) {
    problems.push(`${where} runs in ${workdir ?? '/'}, expected /app/${service.dir} (the repository's layout, as npm start runs it)`);
  }

  const cmd = last('CMD');
  const command = cmd === undefined ? undefined : parseJsonArray(cmd.args);
  if (JSON.stringify(command) !== JSON.stringify(service.command)) {
    problems.push(`${where} runs ${cmd?.args ?? 'nothing'}, expected the command of npm start: ${JSON.stringify(service.command)}`);
  }
  return problems;
}

/**
 * What compose adds to a service's environment beyond `stack()`: the host's server reads each
 * remote's manifest inside compose's network (`http://shop:3001/mf-manifest.json`), where the
 * browser's `localhost` address does not lead to it. `npm start` has no need: there both are one.
 */
function serverManifestUrls(service: Service, services: readonly Service[]): Record<string, string> {
  const remotes = Object.keys(service.env).flatMap((variable) => {
    const match = /^([A-Z]+)_MANIFEST_URL$/.exec(variable);
    const remote = match?.[1] ? services.find((candidate) => candidate.name === match[1]?.toLowerCase()) : undefined;
    return remote ? [remote] : [];
  });
  return Object.fromEntries(
    remotes.map((remote) => [`${remote.name.toUpperCase()}_SERVER_MANIFEST_URL`, `http://${remote.name}:${remote.port}/mf-manifest.json`]),
  );
}

/**
 * Everything in which docker-compose.yml (and the Dockerfiles it builds) disagrees with `stack()`,
 * one sentence per problem; an empty list when they agree.
 */
export function composeProblems(composeText: string, services: readonly Service[], repo: Repo): string[] {
  const problems: string[] = [];
  const document: unknown = parse(composeText);
  const composeServices = isEntries(document) && isEntries(document.services) ? document.services : {};

  // Compose v1 (Debian's docker-compose 1.29) refuses a top-level name; .env names the project for both.
  if (isEntries(document) && 'name' in document) {
    problems.push('docker-compose.yml has a top-level name, which docker-compose 1.29 refuses: set COMPOSE_PROJECT_NAME in .env');
  }
  if (!/^COMPOSE_PROJECT_NAME=\S+$/m.test(repo.read('.env') ?? '')) {
    problems.push('.env does not set COMPOSE_PROJECT_NAME, the project name of docker-compose.yml');
  }

  const expectedNames = services.map((service) => service.name).sort();
  const actualNames = Object.keys(composeServices).sort();
  if (JSON.stringify(actualNames) !== JSON.stringify(expectedNames)) {
    problems.push(`docker-compose.yml has services [${actualNames.join(', ')}], stack() has [${expectedNames.join(', ')}]`);
  }

  for (const service of services) {
    const definition = composeServices[service.name];
    if (!isEntries(definition)) continue;
    const { name, port } = service;

    const tagVariable = `${name.toUpperCase()}_TAG`;
    const image = typeof definition.image === 'string' ? definition.image : '';
    if (!new RegExp(`^storefront/${name}:\\$\\{${tagVariable}(:?-[^}]*)?\\}$`).test(image)) {
      problems.push(`${name}: image is "${image}", expected storefront/${name}:\${${tagVariable}:-latest}`);
    }

    // Published on npm start's port unless <NAME>_PORT moves it (the compose test runs on others).
    const portVariable = `${name.toUpperCase()}_PORT`;
    const published = `\${${portVariable}:-${port}}`;
    const mappings = portMappings(definition.ports);
    if (!mappings.some((mapping) => mapping.target === String(port) && mapping.published === published)) {
      const found = mappings.map((mapping) => `${mapping.published ?? '(none)'}:${mapping.target}`).join(', ');
      problems.push(`${name}: publishes [${found}], expected ${published}:${port}`);
    }

    const env = environment(definition.environment);
    const serverManifests = serverManifestUrls(service, services);
    const expectedEnv = [...Object.keys(service.env), ...Object.keys(serverManifests)].sort();
    const actualEnv = [...env.keys()].sort();
    if (JSON.stringify(actualEnv) !== JSON.stringify(expectedEnv)) {
      problems.push(`${name}: environment names [${actualEnv.join(', ')}], stack() has [${expectedEnv.join(', ')}]`);
    }
    // The browser-visible remote URLs default to the ones npm start uses, so the ports cannot drift.
    for (const [variable, value] of Object.entries(serverManifests)) {
      if (interpolationDefault(env.get(variable)) !== value) {
        problems.push(`${name}: ${variable} is "${env.get(variable) ?? ''}", expected \${${variable}:-${value}}`);
      }
    }
    for (const [variable, value] of Object.entries(service.env)) {
      if (!variable.endsWith('_MANIFEST_URL')) continue;
      const fallback = interpolationDefault(env.get(variable));
      if (fallback !== value) {
        problems.push(`${name}: ${variable} is "${env.get(variable) ?? ''}", expected \${${variable}:-${value}}`);
      }
    }

    // The repository is the context (the contract and the platform are built in); the Dockerfile may be
    // the app's own or one shared by several apps, told apart by build arguments.
    const build = isEntries(definition.build) ? definition.build : {};
    const dockerfile = typeof build.dockerfile === 'string' ? build.dockerfile : undefined;
    if (build.context !== '.' || dockerfile === undefined) {
      problems.push(`${name}: build is ${JSON.stringify(definition.build)}, expected the context "." and a dockerfile`);
      continue;
    }
    const text = repo.read(dockerfile);
    if (text === undefined) {
      problems.push(`${name}: ${dockerfile} does not exist`);
    } else {
      problems.push(...dockerfileProblems(service, dockerfile, text, buildArgs(build), repo));
    }
  }
  return problems;
}
