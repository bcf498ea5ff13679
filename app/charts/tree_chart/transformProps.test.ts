import { describe, expect, it } from 'vitest';
import { propsInput } from '../shared/flow/recordedAnswer';
import { transformProps, UNKNOWN_ROOT_MESSAGE } from './transformProps';

const formData = {
  viz_type: 'tree_chart',
  datasource: '5__table',
  id: 'id',
  parent: 'parent',
  name: 'title',
  metric: 'headcount',
  layout: 'orthogonal',
  orient: 'TB',
  node_label_position: 'top',
  child_label_position: 'bottom',
  roam: 'true',
};

const ROWS = [
  { id: 'eng', parent: 'ceo', title: 'Engineering', headcount: 40 },
  { id: 'ceo', parent: null, title: 'CEO', headcount: 1 },
  { id: 'web', parent: 'eng', title: 'Web', headcount: 12 },
  { id: 'ops', parent: 'ceo', title: 'Operations', headcount: 8 },
];

interface TreeSeries {
  data: {
    name: string;
    value?: number;
    children: { name: string; children: { name: string }[] }[];
  }[];
  orient: string;
  roam: unknown;
  label: { position: string; rotate: number };
  leaves: { label: { position: string } };
}

describe('tree_chart transformProps', () => {
  it('draws the hierarchy with metric values and the chosen placement', () => {
    const { option } = transformProps(propsInput(formData, ROWS));
    const [tree] = (option as { series: TreeSeries[] }).series;
    expect(tree?.data[0]?.name).toBe('CEO');
    expect(tree?.data[0]?.value).toBe(1);
    expect(tree?.data[0]?.children.map((c) => c.name)).toEqual(['Engineering', 'Operations']);
    expect(tree?.data[0]?.children[0]?.children.map((c) => c.name)).toEqual(['Web']);
    expect(tree).toMatchObject({
      orient: 'TB',
      roam: true,
      label: { position: 'top', rotate: -90 },
    });
    expect(tree?.leaves.label.position).toBe('bottom');
  });

  it('starts at root_node_id, and says so when it is unknown', () => {
    const { option } = transformProps(propsInput({ ...formData, root_node_id: 'eng' }, ROWS));
    expect((option as { series: TreeSeries[] }).series[0]?.data[0]?.name).toBe('Engineering');
    expect(() => transformProps(propsInput({ ...formData, root_node_id: 'nope' }, ROWS))).toThrow(
      UNKNOWN_ROOT_MESSAGE,
    );
  });
});
