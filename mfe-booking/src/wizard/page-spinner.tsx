import { Flex, Spin } from 'antd';

/** While a step's code loads (it is fetched on first use). */
export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ padding: 48, minHeight: 240 }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
