import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './form.css';
import { describeProblems, type FieldProblem, invalidControls } from './invalidFields';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style'> {
  /**
   * Errors by field `name`, typically a server's 422 `errors`: each shows on its field
   * until the user changes that field.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /**
   * Heading of the error summary shown after a submit with invalid fields.
   * @default the kit string `errorSummaryTitle` ('Please correct the following:')
   */
  errorSummaryTitle?: string;
  /**
   * Show the error summary. Turn it off for one-field forms, where the field's own
   * message is enough.
   * @default true
   */
  showErrorSummary?: boolean;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * A form whose fields validate natively or from `validationErrors`. When a submit finds
 * invalid fields, or the server answers with field errors, it lists them in a summary
 * (announced as an alert, each entry moves focus to its field) and focuses the first one.
 */
export function Form({
  validationErrors,
  errorSummaryTitle,
  showErrorSummary = true,
  onSubmit,
  onReset,
  className,
  children,
  ...props
}: FormProps) {
  const strings = useKitStrings();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const report = useProblemReport(formRef, setProblems);

  // The browser fires `invalid` on each invalid control when a submit is blocked; the
  // event does not bubble, so listen in the capture phase.
  useEffect(() => {
    const form = formRef.current;
    form?.addEventListener('invalid', report, true);
    return () => form?.removeEventListener('invalid', report, true);
  }, [report]);

  // New server errors arrive after a submit that passed client validation.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (validationErrors && Object.keys(validationErrors).length > 0) report();
  }, [validationErrors, report]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblems([]);
    onSubmit?.(event);
  };
  const reset = (event: FormEvent<HTMLFormElement>) => {
    setProblems([]);
    onReset?.(event);
  };

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationErrors={validationErrors}
      onSubmit={submit}
      onReset={reset}
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      {showErrorSummary && problems.length > 0 && (
        <div role="alert" className={styles.summary}>
          <p className={styles.summaryTitle}>
            {errorSummaryTitle ?? strings.format('errorSummaryTitle')}
          </p>
          <ul className={styles.summaryList}>
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each report
              <li key={index}>
                <Button className={styles.summaryLink} onPress={() => problem.control.focus()}>
                  {problem.label
                    ? strings.format('fieldProblem', {
                        label: problem.label,
                        message: problem.message,
                      })
                    : problem.message}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </AriaForm>
  );
}

/**
 * A stable callback that, once the fields have rendered their messages, collects the
 * form's invalid controls, publishes them and focuses the first. Calls in one burst
 * (one `invalid` event per control) collapse into one report.
 */
function useProblemReport(
  formRef: RefObject<HTMLFormElement | null>,
  setProblems: (problems: FieldProblem[]) => void,
) {
  const scheduled = useRef(false);
  const [report] = useState(() => () => {
    if (scheduled.current) return;
    scheduled.current = true;
    setTimeout(() => {
      scheduled.current = false;
      const form = formRef.current;
      if (!form) return;
      const controls = invalidControls(form);
      setProblems(describeProblems(controls));
      controls[0]?.focus();
    });
  });
  return report;
}
