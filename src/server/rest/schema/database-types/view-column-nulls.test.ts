import { describe, expect, it } from 'vitest';
import { parseNodeTree, viewColumnOrigins } from './view-column-nulls.ts';

// Query trees as PostgreSQL prints them (pg_rewrite.ev_action), cut to the fields that matter.
const entry = (name: string, expr: string, origin = '0 :resorigcol 0') =>
  `{TARGETENTRY :expr ${expr} :resno 1 :resname ${name} :resorigtbl ${origin} :resjunk false}`;
const plainVar = (nulling: string) => `{VAR :varno 1 :varattno 2 :varnullingrels (b${nulling})}`;
const query = (...entries: string[]) =>
  `({QUERY :commandType 1 :rtable ({RANGETBLENTRY :eref {ALIAS :colnames ("a" "b")}}) ` +
  `:targetList (${entries.join(' ')}) :returningList <>})`;

describe('parseNodeTree', () => {
  it('reads nodes, lists, quoted names and datums of several tokens', () => {
    const tree = parseNodeTree('({CONST :constlen 4 :constvalue 4 [ 1 0 0 0 ] :x "a b"})');
    expect(tree).toEqual([
      {
        node: 'CONST',
        fields: { constlen: '4', constvalue: ['4', ['1', '0', '0', '0']], x: '"a b"' },
      },
    ]);
  });
});

describe('viewColumnOrigins', () => {
  it('traces a plain column to its table column unless an outer join can null it', () => {
    expect(
      viewColumnOrigins(
        query(
          entry('id', plainVar(''), '17651 :resorigcol 2'),
          entry('staff', plainVar(' 3'), '9 :resorigcol 1'),
        ),
      ),
    ).toEqual([
      { column: 'id', origin: { table: 17651, column: 2 } },
      { column: 'staff', neverNull: false },
    ]);
  });

  it('knows a coalesce ending in a constant, a cast of one, and exists are never null', () => {
    const constant = '{CONST :consttype 20 :constisnull false :constvalue 8 [ 0 0 0 0 0 0 0 0 ]}';
    const coalesce = `{COALESCEEXPR :args ({FUNCEXPR :funcid 1 :args <>} ${constant})}`;
    const cast = `{FUNCEXPR :funcid 2 :funcformat 1 :args (${coalesce})}`;
    const exists = '{SUBLINK :subLinkType 0 :subselect {QUERY :targetList <>}}';
    const sum = '{AGGREF :aggfnoid 2108 :args <>}';
    expect(
      viewColumnOrigins(
        query(entry('a', coalesce), entry('b', cast), entry('c', exists), entry('d', sum)),
      ),
    ).toEqual([
      { column: 'a', neverNull: true },
      { column: 'b', neverNull: true },
      { column: 'c', neverNull: true },
      { column: 'd', neverNull: false },
    ]);
  });
});
