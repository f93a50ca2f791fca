import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../common/report/schema';
import { newGpCertificate } from '../../../common/documents/types/gp';
import { requestJson, type LlmSettings } from './chatClient';
import { refineReport } from './refineReport';

interface SeenRequest {
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    messages: { role: string; content: string }[];
    response_format: {
      type: string;
      json_schema: { name: string; strict: boolean; schema: { properties: object } };
    };
  };
}

/** A small OpenAI-compatible endpoint on loopback, answering with whatever the test queues. */
let server: http.Server;
let settings: LlmSettings;
const seen: SeenRequest[] = [];
const answers: (string | number)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      const next = answers.shift() ?? '{}';
      if (typeof next === 'number') {
        res.writeHead(next).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: next } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model: 'modelo-local',
    apiKey: 'clave',
    timeoutMs: 5_000,
  };
});

afterAll(() => server.close());

function reportWithGp(): {
  output: Report;
  provenance: Record<string, { file: string; page: number; snippet: string; confidence: number }>;
} {
  const gp = { ...newGpCertificate(), fojas: 4213, numero: null, ano: 2020, domicilio: 'calle Falsa 123' };
  return {
    output: { client_name: '', conclusion: '', property_registry_history: [], gp_certificates: [gp] },
    provenance: {
      'gp_certificates[0].fojas': { file: 'gp.pdf', page: 1, snippet: 'fojas 4213', confidence: 0.95 },
      'gp_certificates[0].domicilio': { file: 'gp.pdf', page: 1, snippet: 'calle Falsa', confidence: 0.3 },
    },
  };
}

const ask = (request: Parameters<typeof requestJson>[1]) => requestJson(settings, request);

describe('refineReport through an OpenAI-compatible endpoint', () => {
  it('asks only for empty or unsure fields, under a strict JSON schema, and fills them', async () => {
    seen.length = 0;
    answers.push(JSON.stringify({ numero: 5120, domicilio: 'calle Falsa 123, depto 4', fojas: 9999 }));
    const { output, provenance } = reportWithGp();
    const result = await refineReport(
      { output, provenance, texts: { 'gp.pdf': 'CERTIFICADO ... número 5120 ...' } },
      ask,
    );

    const request = seen.find((r) => r.body.response_format.json_schema.name === 'gp_certificates_fields');
    expect(request?.authorization).toBe('Bearer clave');
    expect(request?.body.model).toBe('modelo-local');
    expect(request?.body.temperature).toBe(0);
    expect(request?.body.response_format.json_schema.strict).toBe(true);
    const asked = Object.keys(request?.body.response_format.json_schema.schema.properties ?? {});
    expect(asked).toContain('numero');
    expect(asked).toContain('domicilio');
    expect(asked).not.toContain('fojas');
    expect(request?.body.messages[1]?.content).toContain('número 5120');

    const gp = result.output.gp_certificates?.[0];
    expect(gp?.numero).toBe(5120);
    expect(gp?.domicilio).toBe('calle Falsa 123, depto 4');
    expect(gp?.fojas).toBe(4213);
    expect(result.filled).toEqual(
      expect.arrayContaining(['gp_certificates[0].numero', 'gp_certificates[0].domicilio']),
    );
    expect(result.provenance['gp_certificates[0].numero']?.confidence).toBeLessThan(0.5);
    expect(output.gp_certificates?.[0]?.numero).toBeNull();
  });

  it('ignores answers that do not follow the schema', async () => {
    answers.push(JSON.stringify({ numero: 'cinco mil' }));
    const { output, provenance } = reportWithGp();
    const result = await refineReport({ output, provenance, texts: { 'gp.pdf': 'texto' } }, ask);
    expect(result.output.gp_certificates?.[0]?.numero).toBeNull();
    expect(result.filled).toEqual([]);
  });

  it('leaves the report as it was when the endpoint fails or is down', async () => {
    answers.push(500);
    const { output, provenance } = reportWithGp();
    const failed = await refineReport({ output, provenance, texts: { 'gp.pdf': 'texto' } }, ask);
    expect(failed.output).toEqual(output);

    const down = { ...settings, baseUrl: 'http://127.0.0.1:1/v1' };
    const unreachable = await refineReport({ output, provenance, texts: { 'gp.pdf': 'texto' } }, (request) =>
      requestJson(down, request),
    );
    expect(unreachable.filled).toEqual([]);
  });

  it('skips entries whose source document is unknown', async () => {
    seen.length = 0;
    const { output } = reportWithGp();
    const result = await refineReport({ output, provenance: {}, texts: {} }, ask);
    expect(seen).toHaveLength(0);
    expect(result.output).toEqual(output);
  });
});
