import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../test/screens';
import { NewsCreate } from './NewsCreate';

afterEach(cleanup);

describe('NewsCreate', () => {
  it("requires a title and content, in the contracts' words, before anything is sent", async () => {
    const create = vi.fn();
    renderScreen('news', '/news/create', { '/news/create': <NewsCreate /> }, { create });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });
});
