// The one Rspack + Module Federation setup of the shell and the three remotes.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { isServerSharedModule, SERVER_SHARED_MODULES, SHARED_SINGLETONS } from '@vip/contracts/platform';
import { REMOTE_SERVER_ENTRY_FILE, REMOTE_SERVER_EXPOSE } from '@vip/contracts/remote-server';
import { themeDefines } from '@vip/contracts/theme';
import { SHARED_ANTD_EXPORTS, SHARED_QUERY_EXPORTS, SHARED_ROUTER_EXPORTS } from './shared-exports.mjs';

const root = resolve(import.meta.dirname, '..', '..');

// Frontends compile the browser entry of contracts, and the shared browser code (ui), from source: tree-shaken,
// never server code.
const RESOLVE = {
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  // A dynamic import() in contracts names its file with .js (what Node runs after tsc); the source is .ts.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: {
    '@vip/contracts': join(root, 'contracts', 'src'),
    '@vip/ui$': join(root, 'ui', 'src', 'index.ts'),
  },
};

const mfDist = (pkg, file) => join(root, 'node_modules', '@module-federation', pkg, 'dist', file);
// The federation runtime's ES builds: the plugin's injected runtime reaches its packages through `require`,
// which picks their CommonJS builds, which cannot be tree-shaken (the snapshot and preload code the build turns
// off stayed in).
const MF_RUNTIME_ESM = {
  '@module-federation/runtime-core$': mfDist('runtime-core', 'index.js'),
  '@module-federation/sdk$': mfDist('sdk', 'index.js'),
  '@module-federation/error-codes$': mfDist('error-codes', 'index.mjs'),
  '@module-federation/webpack-bundler-runtime$': mfDist('webpack-bundler-runtime', 'index.js'),
  // The plugin's generated runtime imports the bundler runtime by this absolute path.
  [`${mfDist('webpack-bundler-runtime', 'index.cjs')}$`]: mfDist('webpack-bundler-runtime', 'index.js'),
  '@module-federation/runtime-tools/webpack-bundler-runtime$': mfDist('runtime-tools', 'webpack-bundler-runtime.js'),
  '@module-federation/runtime-tools/runtime-core$': mfDist('runtime-tools', 'runtime-core.js'),
  '@module-federation/runtime-tools/runtime$': mfDist('runtime-tools', 'runtime.js'),
};

/**
 * The theme's values in place of `VIP_THEME.<name>` (contracts' THEME), in every build of our code: the light CSS is
 * then one literal string after minifying, where an imported constant stayed a concatenation in each template.
 */
const themePlugin = () => new rspack.DefinePlugin(themeDefines());

/** What a browser fetches as text; source maps are left out (only developer tools ask for them). */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt)$/;
// Replaced at deploy time (Kubernetes mounts the manifest over it): a stale .br beside it would be served instead.
const NOT_PRECOMPRESSED = /(^|\/)remotes\.json$/;

/** `react/jsx-runtime` → `react`, `@tanstack/react-query` stays whole. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a frontend built today requires of a shared singleton: the major version it was built against (`^19.0.0`;
 * `~0.4.0` below 1.0, where a minor is a major), strictly. A shell and a remote built at different times agree
 * as long as their majors do; a remote built against another major is refused by the federation runtime with
 * an error naming the package (the shell shows its fallback) rather than run against a React it was not built
 * for or bring a second one.
 */
export function sharedRequirement(name) {
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules', packageOf(name), 'package.json'), 'utf8'));
  const [major, minor] = version.split('.');
  return { requiredVersion: major === '0' ? `~0.${minor}.0` : `^${major}.0.0`, strictVersion: true };
}

/**
 * A .br and a .gz beside every text file of a production build, at the highest quality each format has: the
 * servers (nginx's brotli_static and gzip_static, the shell's Node server, npm start's gateway) send these
 * files as they are, so visitors get the smallest bytes and no request pays for compressing.
 */
export function precompressPlugins() {
  const shared = { test: PRECOMPRESSED, exclude: NOT_PRECOMPRESSED, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...shared,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...shared,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

/** Our TypeScript and JSX through SWC, for the browser build or the server build. */
function typescriptRule({ development, targets }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } } },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {{ dir: string; container: string; exposes?: Record<string, string>; devPort: number; publicPath?: string }}
 * options
 */
export function createFrontendConfig({ dir, container, exposes, devPort, publicPath = 'auto' }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    // The shell (the host, which exposes nothing) bundles the shared libraries every page starts with into its
    // own chunks and provides them at once (eager): no negotiation round and consume runtime before its first
    // render (1.7 KiB of a first visit). The remotes consume them from the share scope as before.
    const eagerInHost = exposes ? {} : { eager: true };
    // Not react-intl: eager, its code sits in main.js, so react/jsx-runtime became an initial consume, which the
    // Module Federation runtime resolves on every require; after the remotes are registered each such resolve
    // initialises sharing version-first, and a first visit fetched every remote's entry.
    const eagerFor = (name) => (name === 'react-intl' ? {} : eagerInHost);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: join(dir, 'dist'),
        publicPath,
        uniqueName: container,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The tree-shaken antd fallback is compiled into dist/independent-packages before this build
        // runs; cleaning must not delete it,
        // nor the server container beside it (dist/server, made by createServerContainerConfig).
        clean: { keep: /independent-packages|server/ },
      },
      resolve: { ...RESOLVE, alias: { ...RESOLVE.alias, ...MF_RUNTIME_ESM } },
      module: {
        rules: [
          typescriptRule({ development: !production, targets: 'last 2 versions, not dead, > 0.5%' }),
          { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: container,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: {
            ...Object.fromEntries(
              SHARED_SINGLETONS.map((name) => [
                name,
                { singleton: true, ...sharedRequirement(name), ...eagerFor(name) },
              ]),
            ),
            // Whole, antd is 436 KiB gzip; shared, it cannot be tree-shaken unless told what is used. Never eager:
            // it loads with the pages built with it.
            antd: {
              singleton: true,
              ...sharedRequirement('antd'),
              treeShaking: { usedExports: SHARED_ANTD_EXPORTS, mode: 'runtime-infer' },
            },
            // Whole, react-router is 59 KiB gzip on a first visit; the frontends import it (not react-router-dom).
            // (Tree-shaken shared modules cannot be eager: the build's runtime inference of what is used needs them
            // loaded on demand; an eager one left the page unhydrated.)
            'react-router': {
              singleton: true,
              ...sharedRequirement('react-router'),
              treeShaking: { usedExports: SHARED_ROUTER_EXPORTS, mode: 'runtime-infer' },
            },
            '@tanstack/react-query': {
              singleton: true,
              ...sharedRequirement('@tanstack/react-query'),
              treeShaking: { usedExports: SHARED_QUERY_EXPORTS, mode: 'runtime-infer' },
            },
          },
          dts: false,
          manifest: false,
          // One Module Federation runtime per page, the shell's (34 KiB gzip each): the shell provides its core
          // to the remotes, whose entries then leave it out. Production only: a remote's standalone dev
          // harness (`npm run dev`) has no shell and keeps its own. So a shell must be deployed before (or
          // with) remotes built this way; every shell from this change on provides it.
          experiments: {
            ...(production ? (exposes ? { externalRuntime: true } : { provideExternalRuntime: true }) : {}),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        themePlugin(),
        new rspack.HtmlRspackPlugin({ template: join(dir, 'public', 'index.html'), inject: 'body' }),
        new rspack.CopyRspackPlugin({
          patterns: [{ from: join(dir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
        }),
        ...(production ? precompressPlugins() : []),
      ],
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // The shell's React and React DOM (eager, above) are a second initial script beside main.js, loaded in
      // parallel: one script of both was one long task to compile and run on a phone.
      optimization: exposes
        ? undefined
        : {
            splitChunks: {
              chunks: 'async',
              cacheGroups: {
                react: {
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  chunks: 'initial',
                  name: 'react',
                  enforce: true,
                },
              },
            },
          },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}` }],
      },
    };
  };
}

/**
 * A remote's pages for server rendering, as a Module Federation container for Node (dist/server/remoteEntry.js,
 * beside the browser's entry, so the gateway serves it as it serves that one): the shell's server loads it with
 * the federation runtime from the entry remotes.json names. The shared modules (contracts' SERVER_SHARED_MODULES)
 * are taken from the loading process only (`import: false`), so frame and pages render with one React and one antd
 * style cache; everything else is bundled. One file: the runtime fetches and evaluates the entry whole, and a Node
 * container's further chunks would be looked for on the loader's disk.
 *
 * @param {{ dir: string; container: string; entry: string }} options `entry`: the module exposed as ./routes.
 */
export function createServerContainerConfig({ dir, container, entry }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      target: 'async-node',
      context: dir,
      entry: {},
      output: {
        path: join(dir, 'dist', dirname(REMOTE_SERVER_ENTRY_FILE)),
        uniqueName: `${container}_server`,
        clean: true,
      },
      resolve: RESOLVE,
      module: {
        rules: [typescriptRule({ development: false, targets: 'node 20' })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: container,
          filename: basename(REMOTE_SERVER_ENTRY_FILE),
          library: { type: 'commonjs-module' },
          exposes: { [REMOTE_SERVER_EXPOSE]: entry },
          shared: Object.fromEntries(
            SERVER_SHARED_MODULES.map((name) => [name, { singleton: true, import: false, ...sharedRequirement(name) }]),
          ),
          dts: false,
          manifest: false,
          experiments: { optimization: { disableSnapshot: true, target: 'node' } },
        }),
        themePlugin(),
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, splitChunks: false },
      devtool: false,
      performance: { hints: false },
    };
  };
}

/**
 * The shell's Node build (dist/server/<name>.js, CommonJS: its renderer and its server): the same components as
 * the browser build; the shared modules (contracts' SERVER_SHARED_MODULES) are required from node_modules when it
 * runs, and the renderer provides those very modules to the remotes' server containers, so frame and pages render
 * with one React, one query cache and one antd style cache.
 *
 * @param {{ dir: string; entry: Record<string, string> }} options
 */
export function createServerConfig({ dir, entry }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: dir,
      entry,
      output: {
        path: join(dir, 'dist', 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        chunkFormat: 'commonjs',
        clean: true,
      },
      resolve: RESOLVE,
      externalsType: 'commonjs',
      externals: [
        ({ request }, callback) =>
          request && isServerSharedModule(request) ? callback(undefined, request) : callback(),
      ],
      module: {
        rules: [typescriptRule({ development: false, targets: 'node 20' })],
      },
      // One file per entry: a server bundle is fetched and evaluated whole (no chunk loading).
      plugins: [themePlugin(), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      optimization: { minimize: false, splitChunks: false },
      devtool: false,
      performance: { hints: false },
    };
  };
}
