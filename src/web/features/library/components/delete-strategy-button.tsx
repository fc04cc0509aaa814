import { useState } from 'react';
import { Button, type ButtonProps } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Trash2 } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useDeleteStrategy } from '../api/delete-strategy.ts';

/** "Delete": asks first, then deletes the strategy with its sections, shares and logo. */
export function DeleteStrategyButton({
  strategyId,
  name,
  onDeleted,
  size = 'md',
  disabled,
}: {
  strategyId: string;
  name: string;
  onDeleted(id: string): void;
  size?: ButtonProps['size'];
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteStrategy();
  const confirm = () =>
    remove.mutate(strategyId, {
      onSuccess: () => {
        notify({ tone: 'success', title: 'Strategy deleted' });
        onDeleted(strategyId);
      },
      onError: (error) => notifyError('Failed to delete strategy', error),
    });
  return (
    <>
      <Button
        variant="danger"
        size={size}
        disabled={disabled || remove.isPending}
        onClick={() => setAsking(true)}
        aria-label={size === 'icon' ? `Delete ${name}` : undefined}
      >
        {remove.isPending ? <Spinner /> : <Trash2 aria-hidden className="size-4" />}
        {size === 'icon' ? null : 'Delete'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete this strategy?"
        description={`"${name}" will be deleted with its sections, share links and logo. This cannot be undone.`}
        confirmLabel="Delete strategy"
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
