import { useTrans } from '@coffer/core';
import { FormTextField, type UseFormReturn, useFieldArray } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { IconButton } from '@coffer/ui/IconButton';
import { Inline } from '@coffer/ui/Inline';
import { Stack } from '@coffer/ui/Stack';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useRef } from 'react';
import * as styles from './admin-billing.css';
import { EditorSection } from './EditorSection';
import type { PlanFormValues } from './plan-form';

export interface FeatureListFieldProps {
  form: UseFormReturn<PlanFormValues>;
}

/**
 * The plan card's feature lines, in order: each one's text, moved up or down, or removed;
 * 'Add feature' adds a line and focuses it.
 */
export function FeatureListField({ form }: FeatureListFieldProps) {
  const { trans } = useTrans();
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'feature_list',
  });
  const list = useRef<HTMLDivElement>(null);
  const listError = form.formState.errors.feature_list?.root;
  // A line moved to an end loses the button that moved it: the other one takes the focus.
  const moveTo = (from: number, to: number, id: string) => {
    move(from, to);
    const atEdge = to === 0 || to === fields.length - 1;
    if (atEdge) {
      requestAnimationFrame(() =>
        list.current
          ?.querySelector<HTMLElement>(
            `[data-feature="${id}"] [data-move="${to === 0 ? 'down' : 'up'}"]`,
          )
          ?.focus(),
      );
    }
  };
  return (
    <EditorSection
      title={trans('Features')}
      description={trans('The lines the plan’s card lists on the pricing page.')}
      error={listError?.message}
    >
      {fields.length > 0 && (
        <div ref={list}>
          <Stack as="ol" gap="sm" className={styles.bareList}>
            {fields.map((field, index) => {
              const name = trans('Feature {number}', { number: index + 1 });
              return (
                <li key={field.id} data-feature={field.id}>
                  <Inline gap="xs" align="end">
                    <div className={styles.grow}>
                      <FormTextField
                        control={form.control}
                        name={`feature_list.${index}.value`}
                        label={name}
                      />
                    </div>
                    <IconButton
                      aria-label={trans('Move {name} up', { name })}
                      variant="outline"
                      data-move="up"
                      isDisabled={index === 0}
                      onPress={() => moveTo(index, index - 1, field.id)}
                    >
                      <ArrowUp aria-hidden="true" size={16} />
                    </IconButton>
                    <IconButton
                      aria-label={trans('Move {name} down', { name })}
                      variant="outline"
                      data-move="down"
                      isDisabled={index === fields.length - 1}
                      onPress={() => moveTo(index, index + 1, field.id)}
                    >
                      <ArrowDown aria-hidden="true" size={16} />
                    </IconButton>
                    <IconButton
                      aria-label={trans('Remove {name}', { name })}
                      variant="outline"
                      onPress={() => remove(index)}
                    >
                      <X aria-hidden="true" size={16} />
                    </IconButton>
                  </Inline>
                </li>
              );
            })}
          </Stack>
        </div>
      )}
      <div>
        <Button variant="outline" onPress={() => append({ value: '' })}>
          <Plus aria-hidden="true" size={16} />
          {trans('Add feature')}
        </Button>
      </div>
    </EditorSection>
  );
}
