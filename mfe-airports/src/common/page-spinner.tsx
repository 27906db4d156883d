import { Flex, Spin } from 'antd';

export function PageSpinner({ label }: { label: string }) {
  return (
    <Flex justify="center" align="center" style={{ padding: 48, minHeight: 160 }}>
      <Spin size="large" aria-label={label} />
    </Flex>
  );
}
