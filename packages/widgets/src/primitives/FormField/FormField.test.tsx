import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names the input with its label', () => {
    renderWithProviders(<FormField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('is valid and undescribed without an error', () => {
    renderWithProviders(<FormField label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the input invalid and describes it with the error message', () => {
    renderWithProviders(<FormField label="Username" error="Please input your username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please input your username');
  });

  it('describes the input with both hint and error', () => {
    renderWithProviders(<FormField label="Email" hint="We never share it." error="Address is invalid." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We never share it. Address is invalid.');
  });

  it('reports changes and blur', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { user } = renderWithProviders(<FormField label="Username" onChange={onChange} onBlur={onBlur} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ab');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('marks a required field with aria-required but not the native attribute', () => {
    renderWithProviders(<FormField label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('renders a password input for type password', () => {
    renderWithProviders(<FormField label="Password" type="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('passes rest props and ref to the input, so maxLength, key handlers and aria-* reach it', async () => {
    const onKeyDown = vi.fn();
    let input: HTMLInputElement | null = null;
    const { user } = renderWithProviders(
      <FormField
        label="Postcode"
        maxLength={4}
        inputMode="numeric"
        onKeyDown={onKeyDown}
        aria-describedby="postcode-help"
        ref={(element) => {
          input = element;
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toBe(field);
    expect(field).toHaveAttribute('maxlength', '4');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field.getAttribute('aria-describedby')).toContain('postcode-help');
    await user.type(field, '123456');
    expect(field).toHaveValue('1234');
    expect(onKeyDown).toHaveBeenCalled();
  });

  it('gives wrapperProps to the root element, not the input', () => {
    renderWithProviders(<FormField label="City" wrapperProps={{ 'data-testid': 'city-field', className: 'wide' }} />);
    const root = screen.getByTestId('city-field');
    expect(root).toHaveClass('wide');
    expect(root).toContainElement(screen.getByRole('textbox', { name: 'City' }));
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('data-testid');
  });
});
