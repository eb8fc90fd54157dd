import { describe, expect, it } from 'vitest';
import { createApiClient, exportPdf, isApiRequestError, startQuiz, submitQuiz } from './index';

function recordingFetch(handler: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch, requests };
}

const quiz = {
  quiz_id: 4,
  short_course_id: null,
  industry_id: 7,
  time_start: null,
  time_end: null,
  course: null,
  industry: null,
  country: 'nz',
  questions: [],
};

describe('quiz calls', () => {
  it('starts an industry or a course quiz with the country', async () => {
    const { fetch, requests } = recordingFetch(() => Response.json(quiz));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });
    expect(await startQuiz(client, { industryId: 7 }, 'nz')).toEqual(quiz);
    await startQuiz(client, { courseId: 3 }, 'au');
    expect(requests.map((r) => r.url)).toEqual([
      'https://api.test/api/quizzes/questions?industry_id=7&country=nz',
      'https://api.test/api/quizzes/questions?short_course_id=3&country=au',
    ]);
  });

  it('submits answers to the quiz and throws the contract error when refused', async () => {
    const { fetch, requests } = recordingFetch(() =>
      Response.json({ code: 'conflict', message: 'This quiz has already been submitted.' }, { status: 409 }),
    );
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });
    const failure = await submitQuiz(client, 4, { country: 'nz', answers: [{ question_id: 1, answer_id: 11 }] }).catch(
      (error: unknown) => error,
    );
    expect(isApiRequestError(failure) && failure.status === 409 && failure.code === 'conflict').toBe(true);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('https://api.test/api/user/quizzes/4');
    expect(await requests[0]!.json()).toEqual({ country: 'nz', answers: [{ question_id: 1, answer_id: 11 }] });
  });
});

describe('exportPdf', () => {
  it('posts the HTML and resolves with the PDF bytes', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { fetch, requests } = recordingFetch(() => new Response(bytes, { headers: { 'content-type': 'application/pdf' } }));
    const client = createApiClient({ baseUrl: 'https://api.test/api', fetch });
    const blob = await exportPdf(client, { html: '<p>Hi</p>', format: 'A4', file_name: 'Certificate of Eligibility.pdf' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(await requests[0]!.json()).toEqual({ html: '<p>Hi</p>', format: 'A4', file_name: 'Certificate of Eligibility.pdf' });
  });
});
