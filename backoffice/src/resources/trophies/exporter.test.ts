import { describe, expect, it } from 'vitest';
import { csvRecords } from '@predictor/contracts/csv';
import { trophyRows } from './exporter';

describe('trophy CSV', () => {
  it('writes type labels, status and award counts, quoting where needed', () => {
    const csv = csvRecords(
      trophyRows([
        {
          id: 1,
          name: 'Cup, "Gold"',
          description: 'Top',
          trophyType: 'annual_second',
          imageUrl: null,
          isActive: false,
          createdAt: '2026-01-01T00:00:00.000Z',
          _count: { awards: 4 },
        },
      ]),
    );
    expect(csv.trimEnd().split('\r\n')).toEqual([
      'id,name,description,type,status,awards,imageUrl,createdAt',
      '1,"Cup, ""Gold""",Top,2nd Place Annual,Inactive,4,,2026-01-01T00:00:00.000Z',
    ]);
  });
});
