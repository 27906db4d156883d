import type { ReactNode } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { CONFLICT_MESSAGE, errorText } from './errors';

/** Loading, failed (with Retry) or the content, for one query. */
export function QueryState({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  /** 'the airports': 'Loading the airports', 'Could not load the airports'. */
  what: string;
  children: () => ReactNode;
}) {
  if (query.isPending && !query.isError) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={`Loading ${what}`} />
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Could not load ${what}`}
        description={errorText(query.error)}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      />
    );
  }
  return <>{children()}</>;
}

/** A save on an older version (409): what happened and the way out, which loads the current one. */
export function ConflictNotice({ onReload, reloading }: { onReload: () => void; reloading?: boolean }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={CONFLICT_MESSAGE}
      style={{ marginBottom: 16 }}
      action={
        <Button onClick={onReload} loading={reloading}>
          Reload
        </Button>
      }
    />
  );
}

/** A failed change, in the server's words. */
export function ErrorNotice({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={errorText(error)}
      style={{ marginBottom: 16 }}
    />
  );
}
