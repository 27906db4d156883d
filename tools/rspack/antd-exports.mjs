// The antd exports the frontends use. antd is one shared singleton (one theme, one App context), so
// whichever container loads first provides it for all; every build therefore tree-shakes it to the
// same list: what any frontend imports today, plus components a remote is likely to start using,
// so that a remote deployed after the shell rarely needs an export the shell does not carry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
// ui is compiled into each of them (AntdScope, lastingNotification): its imports count too.
const FRONTENDS = ['shell', 'mfe-booking', 'mfe-airports', 'mfe-admin', 'ui'];
// Light components only: the heavy ones (pickers, Table, Menu) are added when a frontend imports them.
const HEADROOM = [
  'Badge',
  'Checkbox',
  'Divider',
  'Modal',
  'Radio',
  'Segmented',
  'Skeleton',
  'Statistic',
  'Steps',
  'Switch',
  'Tabs',
  'Tooltip',
];

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name)) yield full;
  }
}

/** The names the frontends import from `pkg` (type-only imports left out), with `headroom` added. */
export function usedExports(pkg, headroom = []) {
  const used = new Set(headroom);
  const from = new RegExp(
    `import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/-]/g, (c) => `\\${c}`)}'`,
    'g',
  );
  for (const project of FRONTENDS) {
    for (const file of sources(join(root, project, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(from)) {
        for (const part of m[1].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !part.trim().startsWith('type ')) used.add(name);
        }
      }
    }
  }
  return [...used].sort();
}

export function antdUsedExports() {
  return usedExports('antd', HEADROOM);
}

/**
 * react-router, shared whole, was 59 KiB gzip of a first visit (its data routers, server helpers and cookie
 * parsing included): tree-shaken like antd to what the frontends import, plus the declarative router's other
 * hooks and components a remote is likely to start using.
 */
const ROUTER_HEADROOM = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useHref',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'generatePath',
  'createSearchParams',
];

export function routerUsedExports() {
  return usedExports('react-router', ROUTER_HEADROOM);
}

/**
 * TanStack Query, shared whole, brings what no frontend uses (suspense and multi-query hooks, the hydration
 * boundary): tree-shaken like antd to what the frontends import, plus the hooks a remote is likely to start using.
 */
const QUERY_HEADROOM = ['useIsFetching', 'useIsMutating', 'useQueries', 'QueryCache', 'MutationCache', 'skipToken'];

export function queryUsedExports() {
  return usedExports('@tanstack/react-query', QUERY_HEADROOM);
}
