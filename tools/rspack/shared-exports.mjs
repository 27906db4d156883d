// What the frontends may import from the shared modules that are tree-shaken (antd, react-router, TanStack Query).
// A shared module is one singleton for every container (one theme, one router, one query cache): whichever loads
// first provides it, tree-shaken to these names. So the list is the contract: every build shakes to it, and the
// browser code's lint refuses an import of any other name (eslint.config.mjs), so a remote cannot ship needing an
// export another container's copy lacks. Adding a name here means a release of every frontend: each build carries
// it. The lists hold what the frontends use.

/** Light components only: the heavy ones (pickers, Menu) come in when a frontend needs them. */
export const SHARED_ANTD_EXPORTS = [
  'Alert',
  'App',
  'AutoComplete',
  'Avatar',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'ConfigProvider',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Grid',
  'Input',
  'InputNumber',
  'Modal',
  'Popconfirm',
  'Radio',
  'Rate',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
  'notification',
];

/** Whole, react-router was 59 KiB gzip of a first visit: the declarative router's components and hooks. */
export const SHARED_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'StaticRouter',
  'matchPath',
  'useHref',
  'useLinkClickHandler',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];

/** TanStack Query without what no frontend uses (the suspense hooks, the hydration boundary). */
export const SHARED_QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'dehydrate',
  'hydrate',
  'keepPreviousData',
  'skipToken',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
];

export const SHARED_EXPORTS = {
  antd: SHARED_ANTD_EXPORTS,
  'react-router': SHARED_ROUTER_EXPORTS,
  '@tanstack/react-query': SHARED_QUERY_EXPORTS,
};
