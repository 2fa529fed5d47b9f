import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs describing a query's state, as a description list. */
export function QueryStateList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <DataList size="sm" labelWidth={130}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
