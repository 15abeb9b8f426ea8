import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { AUDIT_ACTIONS } from '@predictor/contracts/audit';
import { ACTION_LABELS, actionLabel } from './actionLabels';
import { ActionChip } from './AuditEventList';

afterEach(cleanup);

describe('audit action labels', () => {
  it('name every action the API writes (contracts AUDIT_ACTIONS), each differently', () => {
    const labels = AUDIT_ACTIONS.map(actionLabel);
    for (const [i, code] of AUDIT_ACTIONS.entries()) {
      expect(labels[i], code).not.toBe(code);
      expect(labels[i].trim(), code).not.toBe('');
    }
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('reads award_all as "Awarded to all players"; an unknown code shows as it is', () => {
    expect(actionLabel('award_all')).toBe('Awarded to all players');
    expect(actionLabel('late_prediction')).toBe('Entered a late prediction');
    expect(actionLabel('retired_code')).toBe('retired_code');
    expect(actionLabel('toString')).toBe('toString');
  });

  it('the audit log chip shows the readable name, not the code', () => {
    render(
      <RecordContextProvider value={{ id: 1, action: 'award_all', resource: 'trophies' }}>
        <ActionChip />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Awarded to all players')).toBeTruthy();
    expect(screen.queryByText('award_all')).toBeNull();
  });
});
