import { useHazardIndex, type Schema } from '@riskatlas/api-client';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import { EmptyState } from '../primitives/EmptyState';
import { SafeHtml } from '../primitives/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { SegmentTabs } from '../primitives/shared/SegmentTabs';
import { CommentEditor } from '../report/CommentEditor';
import { EditDialog } from '../report/EditDialog';
import { InsuredBusinessNameField } from '../report/InsuredBusinessNameField';
import { ClassCard, ClassList, ClassName, ClassRow, CommentPreview, Root, SmallButton } from '../report/report.styles';
import { useKeyChecklist } from '../report/useKeyChecklist';
import { useDebouncedSave, useReportTemplate } from '../report/useReportTemplate';
import { industryEmptyCopy } from '../rules/industry-content';
import {
  activeClasses,
  answerChecklistQuestion,
  type ChecklistAnswer,
  type CountryCode,
  editUnderwriterClass,
  EMPTY_CHECKLIST_MESSAGE,
  filterHazardIndexEntries,
  parseSection,
  toggleChecklistQuestion,
  toggleUnderwriterClass,
  type UnderwriterClass,
} from '@riskatlas/domain';

/** The widget's fixed copy. */
export const underwriterReportCopy = {
  title: 'Select insurance classes',
  instructions: 'Select the insurance classes to consider. Classes with comments or answers are kept when unselected.',
  loadingClasses: 'Loading insurance classes',
  loadingCustomization: 'Loading your saved report',
  loadFailed: 'Your saved report could not be loaded.',
  edit: 'Edit',
  pages: { comments: 'Hazard comments', checklist: 'Risk checklist' },
  commentLabel: 'Underwriter Comment',
  answerLabel: 'Answer',
  addAnswer: 'Add Answer',
  cancel: 'Cancel',
  loadingChecklist: 'Loading risk checklist',
} as const;

type Entry = Schema<'HazardIndexEntry'>;
type ChecklistItem = Schema<'ChecklistItem'>;
type Page = 'comments' | 'checklist';

const PAGE_TABS: readonly { value: Page; label: string }[] = [
  { value: 'comments', label: underwriterReportCopy.pages.comments },
  { value: 'checklist', label: underwriterReportCopy.pages.checklist },
];

export interface UnderwriterReportBuilderProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The user's country (which classes show). Required. */
  country: CountryCode;
  /** A saved customisation to load (`?tmpl=`). Default: none; the first save creates one. */
  templateId?: number | null;
  /** Called with the new template id when the first save creates the customisation. */
  onTemplateCreated?: (templateId: number) => void;
  /** Key checklist questions already loaded; fetched here when they cover fewer than two classes. */
  checklistQuestions?: readonly ChecklistItem[];
  /**
   * The user's `documents_assessments` (docs/product/industry-search-and-pages.md#active-classes): only
   * these classes are active, so only they are offered for selection, comments and answers. Default `null` (not restricted).
   */
  documentsAssessments?: readonly number[] | null;
}

/**
 * The underwriter report's first step (docs/product/reports.md#underwriter-report): a click on an insurance class selects or
 * unselects it and saves at once; unselected classes with comments or checklist answers are kept,
 * unchecked. Each class's edit dialog has two pages: the underwriter's comment and the Key risk
 * checklist, where "Add Answer" chooses a question (the answer is optional) and "Cancel" drops it.
 * Rest props go to the root `<section>`.
 */
export function UnderwriterReportBuilder({
  industryId,
  country,
  templateId = null,
  onTemplateCreated,
  checklistQuestions,
  documentsAssessments = null,
  ...rest
}: UnderwriterReportBuilderProps) {
  const hazard = useHazardIndex(industryId, country, { shouldRetryOnError: false });
  const entries = useMemo(
    () => activeClasses(filterHazardIndexEntries(hazard.data?.data ?? [], country), documentsAssessments),
    [hazard.data, country, documentsAssessments],
  );
  const template = useReportTemplate({ industryId, reportType: 'underwriter', templateId, onTemplateCreated });
  const saved = useMemo(() => parseSection(template.customization?.customizations, 'hazard_index_underwriter'), [template.customization]);
  const [edited, setEdited] = useState<UnderwriterClass[] | null>(null);
  const classes = edited ?? (template.pristine ? [] : (saved?.classes ?? []));
  const latest = useRef(classes);
  useEffect(() => {
    latest.current = classes;
  });
  const { saveSections } = template;
  const save = useCallback(
    (next: UnderwriterClass[]) => void saveSections({ hazard_index_underwriter: { classes: next } }),
    [saveSections],
  );
  const saveLater = useDebouncedSave(() => save(latest.current));

  const toggle = (classId: number) => {
    const next = toggleUnderwriterClass(latest.current, classId);
    latest.current = next;
    setEdited(next);
    save(next);
  };
  const edit = (classId: number, change: Partial<Pick<UnderwriterClass, 'comments' | 'checklist'>>, debounce: boolean) => {
    const next = editUnderwriterClass(latest.current, classId, change);
    latest.current = next;
    setEdited(next);
    if (debounce) saveLater(undefined);
    else save(next);
  };

  const [editing, setEditing] = useState<Entry | null>(null);

  if (hazard.isLoading) return <Spinner label={underwriterReportCopy.loadingClasses} showLabel />;
  if (hazard.error || entries.length === 0) return <EmptyState message={industryEmptyCopy.hazardIndex} />;
  if (template.error) return <EmptyState message={underwriterReportCopy.loadFailed} />;

  const stateOf = (classId: number) => classes.find((entry) => entry.id === classId);
  return (
    <Root aria-label={underwriterReportCopy.title} aria-busy={template.loading || template.saving} {...rest}>
      <InsuredBusinessNameField value={template.name} onChange={template.setName} disabled={template.loading} />
      <p>{underwriterReportCopy.instructions}</p>
      {template.loading ? <Spinner label={underwriterReportCopy.loadingCustomization} showLabel /> : null}
      <ClassList aria-label={underwriterReportCopy.title}>
        {entries.map((entry) => {
          const state = stateOf(entry.id);
          return (
            <ClassCard key={entry.id} $selected={state?.checked ?? false} data-class-name={entry.name}>
              <ClassRow>
                <ClassName as="label">
                  <input type="checkbox" checked={state?.checked ?? false} disabled={template.loading} onChange={() => toggle(entry.id)} />{' '}
                  {entry.name}
                </ClassName>
                <SmallButton
                  type="button"
                  disabled={template.loading}
                  onClick={() => setEditing(entry)}
                  aria-label={`${underwriterReportCopy.edit}: ${entry.name}`}
                >
                  {underwriterReportCopy.edit}
                </SmallButton>
              </ClassRow>
              {state?.comments ? (
                <CommentPreview>
                  <SafeHtml html={state.comments} />
                </CommentPreview>
              ) : null}
            </ClassCard>
          );
        })}
      </ClassList>
      <EditDialog open={editing !== null} title={editing?.name ?? ''} onClose={() => setEditing(null)}>
        {editing ? (
          <ClassEditor
            key={editing.id}
            industryId={industryId}
            entry={editing}
            state={stateOf(editing.id)}
            checklistQuestions={checklistQuestions}
            onComments={(comments) => edit(editing.id, { comments }, true)}
            onChecklist={(checklist, debounce) => edit(editing.id, { checklist }, debounce)}
          />
        ) : null}
      </EditDialog>
    </Root>
  );
}

interface ClassEditorProps {
  industryId: number;
  entry: Entry;
  state: UnderwriterClass | undefined;
  checklistQuestions: readonly ChecklistItem[] | undefined;
  onComments: (html: string) => void;
  onChecklist: (checklist: ChecklistAnswer[], debounce: boolean) => void;
}

/** The edit dialog's two pages: the underwriter's comment, and the class's Key checklist questions. */
function ClassEditor({ industryId, entry, state, checklistQuestions, onComments, onChecklist }: ClassEditorProps) {
  const [page, setPage] = useState<Page>('comments');
  const checklist = useKeyChecklist(industryId, checklistQuestions);
  const questions = checklist.questions.filter((question) => question.insurance_class.id === entry.id);
  const answers = state?.checklist ?? [];
  return (
    <SegmentTabs label={`${entry.name} edit pages`} tabs={PAGE_TABS} value={page} onChange={setPage}>
      {page === 'comments' ? (
        <CommentEditor label={underwriterReportCopy.commentLabel} initialHtml={state?.comments ?? ''} onChange={onComments} />
      ) : checklist.loading ? (
        <Spinner label={underwriterReportCopy.loadingChecklist} showLabel />
      ) : questions.length === 0 ? (
        <EmptyState message={EMPTY_CHECKLIST_MESSAGE} />
      ) : (
        <ClassList aria-label={underwriterReportCopy.pages.checklist}>
          {questions.map((question) => {
            const answer = answers.find((candidate) => candidate.questionId === question.id);
            return (
              <ClassCard key={question.id}>
                <ClassRow>
                  <ClassName>{question.title}</ClassName>
                  <SmallButton
                    type="button"
                    aria-label={`${answer ? underwriterReportCopy.cancel : underwriterReportCopy.addAnswer}: ${question.title}`}
                    onClick={() => onChecklist(toggleChecklistQuestion(answers, question), false)}
                  >
                    {answer ? underwriterReportCopy.cancel : underwriterReportCopy.addAnswer}
                  </SmallButton>
                </ClassRow>
                {answer ? (
                  <CommentEditor
                    label={`${underwriterReportCopy.answerLabel}: ${question.title}`}
                    initialHtml={answer.answer ?? ''}
                    onChange={(html) => onChecklist(answerChecklistQuestion(answers, question.id, html), true)}
                  />
                ) : null}
              </ClassCard>
            );
          })}
        </ClassList>
      )}
    </SegmentTabs>
  );
}
