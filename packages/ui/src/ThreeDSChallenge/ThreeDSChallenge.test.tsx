import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThreeDSChallenge } from './ThreeDSChallenge.js';

describe('ThreeDSChallenge', () => {
  it('shows the bank page in a titled frame with the test hook, and cancels with Escape', async () => {
    const onCancel = vi.fn();
    render(<ThreeDSChallenge isOpen srcDoc="<p>Approve?</p>" onCancel={onCancel} />);
    expect(screen.getByTestId('threeds-challenge')).toBeTruthy();
    expect(screen.getByTitle('Bank verification').tagName).toBe('IFRAME');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
