import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { MessageDialog } from './MessageDialog';

beforeAll(async () => {
  await initI18n();
});

describe('MessageDialog', () => {
  it('is a warning with one translated button when there is no cancel', async () => {
    await changeLanguage('es');
    const onConfirm = jest.fn();
    render(<MessageDialog open message="Se necesita una cuenta real" onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Se necesita una cuenta real');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is a confirm dialog with cancel, in English', async () => {
    await changeLanguage('en');
    const onCancel = jest.fn();
    render(<MessageDialog open message="Log out?" onConfirm={jest.fn()} onCancel={onCancel} confirmLabel="Log out" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
