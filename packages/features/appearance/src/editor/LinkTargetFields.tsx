import { useTrans } from '@coffer/core';
import { Radio, RadioGroup } from '@coffer/ui/RadioGroup';
import { TextField } from '@coffer/ui/TextField';

/** Where a menu item or a landing page button leads: a page of the site, or another site. */
export interface LinkTarget {
  type: 'route' | 'link';
  action: string;
}

export interface LinkTargetFieldsProps {
  target: LinkTarget;
  onChange: (change: Partial<LinkTarget>) => void;
  /** The server's message for the action, if it refused it. */
  actionError?: string;
}

/** The 'Type' choice and the 'Action' it takes (a path, or an address). */
export function LinkTargetFields({ target, onChange, actionError }: LinkTargetFieldsProps) {
  const { trans } = useTrans();
  return (
    <>
      <RadioGroup
        label={trans('Type')}
        value={target.type}
        onChange={(type) => onChange({ type: type === 'link' ? 'link' : 'route' })}
      >
        <Radio value="route">{trans('A page of this site')}</Radio>
        <Radio value="link">{trans('A link to another site')}</Radio>
      </RadioGroup>
      <TextField
        label={trans('Action')}
        description={
          target.type === 'route'
            ? trans('The page’s path, such as /pricing.')
            : trans('The address, such as https://example.com.')
        }
        value={target.action}
        onChange={(action) => onChange({ action })}
        isRequired
        isInvalid={Boolean(actionError)}
        errorMessage={actionError}
      />
    </>
  );
}
