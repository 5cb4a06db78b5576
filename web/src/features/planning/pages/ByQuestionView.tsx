/**
 * The "by question" views (DECISIONS "Alternative routes"; spec §2 "Alternative separate screens"):
 * one question across every core program, one tab per program (its name, else 'Program N') with
 * one text area each. They read `GET /answers/core_programs?question_id=` and write the same
 * per-program answers as the program pages, autosaved as typed. With no programs: 'Please add
 * core programs in the Core Annual Programs section first.'
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { useAnswersAcross, type AnswerOwner, type AnswerView } from '../../../lib/resources/answers';
import { usePrograms } from '../../../lib/resources/programs';
import { useQuestions } from '../../../lib/resources/questions';
import { sectionPath } from '../../../lib/sections';
import { Tabs } from '../components/Tabs';
import { PP, programTabLabel } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { QuestionField } from '../questions/QuestionField';
import './pages.css';

const CORE_PROGRAMS = sectionPath('programs.list');

export function ByQuestionView({ questionKey }: { questionKey: string }) {
  return (
    <OrganizationGate>
      <ByQuestionBody key={questionKey} questionKey={questionKey} />
    </OrganizationGate>
  );
}

function ByQuestionBody({ questionKey }: { questionKey: string }) {
  const programs = usePrograms();
  const keys = useMemo(() => [questionKey], [questionKey]);
  const questions = useQuestions(keys);
  const question = questions.data?.[0];
  const answers = useAnswersAcross('programs', question?.id);
  const [selected, setSelected] = useState<string | null>(null);

  const byProgram = useMemo(() => {
    const map = new Map<string, AnswerView | null>();
    for (const a of answers.data ?? []) map.set(a.ownerId, a.answer);
    return map;
  }, [answers.data]);

  if (programs.error && !programs.data) return <LoadFailed message={PP.PROGRAM_LOAD_FAILED} onRetry={() => void programs.refetch()} />;
  if (questions.error) return <LoadFailed message={PP.QUESTION_LOAD_FAILED} onRetry={questions.refetch} />;
  if (!programs.data || questions.isLoading) return <LoadingData />;
  if (programs.data.length === 0) {
    return (
      <Alert tone="info" className="qpage__notice">
        <p>{PP.NO_PROGRAMS}</p>
        <Link to={CORE_PROGRAMS}>{PP.GO_TO_PROGRAMS}</Link>
      </Alert>
    );
  }
  if (!question) return <LoadFailed message={PP.NO_QUESTIONS} />;
  if (answers.isPending && !answers.error) return <LoadingData />;

  const current = programs.data.some((p) => p.id === selected) ? selected! : programs.data[0].id;
  return (
    <div className="qpage by-question">
      <p className="qpage__hint">{PP.BY_QUESTION_LEAD}</p>
      {answers.error ? (
        <Alert tone="warning" className="qpage__notice">
          {PP.ANSWERS_LOAD_FAILED}
        </Alert>
      ) : null}
      <Tabs
        label={question.title}
        selected={current}
        onSelect={setSelected}
        tabs={programs.data.map((program, i) => {
          const owner: AnswerOwner = { kind: 'program', id: program.id };
          return {
            id: program.id,
            label: programTabLabel(program.program_name, i),
            panel: (
              <QuestionField
                owner={owner}
                question={question}
                initial={byProgram.get(program.id) ?? null}
                showErrors={false}
                id={`by-question-${program.id}`}
              />
            ),
          };
        })}
      />
    </div>
  );
}
