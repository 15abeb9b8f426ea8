import { describe, expect, it } from 'vitest';
import { takePreloaded } from './preloaded';

const preload = (json: string) =>
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script id="preloaded" type="application/json">${json}</script>`,
  );

describe('takePreloaded', () => {
  it("hands out the server's answer for a path once, then nothing", () => {
    preload('{"/seasons/3":{"id":3,"name":"Premier League"}}');
    expect(takePreloaded('/seasons/4')).toBeUndefined();
    expect(document.getElementById('preloaded')).toBeNull();
    expect(takePreloaded('/seasons/3')).toEqual({ id: 3, name: 'Premier League' });
    expect(takePreloaded('/seasons/3')).toBeUndefined();
  });

  it('answers nothing when the script is malformed or not an object', () => {
    preload('{"/seasons/3":');
    expect(takePreloaded('/seasons/3')).toBeUndefined();
    preload('["/seasons/3"]');
    expect(takePreloaded('0')).toBeUndefined();
  });
});
