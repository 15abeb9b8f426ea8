import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLines, csvRecords } from './csv';

/** The one line of cells the writer wrote for `cells`, without its CRLF. */
const line = (...cells: Parameters<typeof csvLines>[0][number]) => {
  const text = csvLines([cells]);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2);
};

describe('csvLines (the one CSV writer)', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a text starting with %j', (text, written) => {
    expect(line(text)).toBe(written);
    expect(Papa.parse<string[]>(line(text)).data[0][0]).toBe(`'${text}`);
  });

  it('neutralises a formula followed by a line break (papaparse’s default pattern misses it)', () => {
    expect(line('=1+1\nnext')).toBe(`"'=1+1\nnext"`);
  });

  it('leaves other text alone, formula characters inside it included', () => {
    expect(line('Reds', 'a=b', 'x-1', 'me@example.com')).toBe('Reds,a=b,x-1,me@example.com');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 does', () => {
    expect(line('a,b', 'say "hi"', 'two\nlines', 'cr\rhere')).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere"',
    );
  });

  it('writes numbers as numbers, negative ones too, and booleans as words', () => {
    expect(line(7, -3, 0, -0.5, true, false)).toBe('7,-3,0,-0.5,true,false');
  });

  it('writes null and undefined as empty cells', () => {
    expect(line(null, 'x', undefined)).toBe(',x,');
  });

  it('ends every line with CRLF, and writes nothing for no lines', () => {
    expect(csvLines([['a'], [1]])).toBe('a\r\n1\r\n');
    expect(csvLines([])).toBe('');
  });
});

describe('csvRecords', () => {
  it('writes the first record’s keys as the header, then each record in that order', () => {
    expect(
      csvRecords([
        { team: '=cmd', goalDifference: -2, note: null },
        { note: 'ok', team: 'Reds', goalDifference: 4 },
      ]),
    ).toBe(`team,goalDifference,note\r\n"'=cmd",-2,\r\nReds,4,ok\r\n`);
  });

  it('writes nothing for no records', () => {
    expect(csvRecords([])).toBe('');
  });
});
