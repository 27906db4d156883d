import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { SearchProps } from 'antd/es/input';

/**
 * antd's search field with its two buttons named for what they do: by default a screen reader announced the icons'
 * names, 'close-circle button' and 'search button'.
 */
export function SearchBox(props: SearchProps) {
  return (
    <Input.Search
      allowClear={{ clearIcon: <CloseCircleFilled aria-label="Clear search" /> }}
      enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label="Search" />}
      {...props}
    />
  );
}
