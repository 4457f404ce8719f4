// The hot path (issue 19): the course, subject, question and review lists (a page of 10) against the session
// check, each under 50 concurrent connections (autocannon), on PostgreSQL, in two API runs:
//  - demo: the demo data;
//  - large: the demo data with 50,000 more courses (seedBenchCourses) and 100,000 questions (seedBenchQuestions),
//    plus page 1 and page 500 of a sorted, filtered course list and question list.
// The endpoints are measured in interleaved rounds (session, then each list, again and again), so a change of
// load on a shared machine falls on all of them alike; each list's p97.5 is printed beside its ratio to the
// session check's p97.5 of the same run, and its req/s beside the session check's. Each also prints the API
// process's CPU time per request (user + system, from /proc) beside the session check's: what a request costs
// the API itself; and PostgreSQL's (every local `postgres` process; null for a database elsewhere): the server
// shares the two cores with the API and autocannon, so a list's p97.5 over the session's follows the sum. On this shared VM it moves too (the session check's 425-597 us in runs an hour apart, as its
// req/s moved 1,548-2,335), so compare it within a run, as the ratios do.
// Measured first (2026-11-28, same run, interleaved, load 13-17 on 2 shared cores): the same AppModule on
// @nestjs/platform-fastify answered the no-database route 2.07x, the session check 1.56x, the course list 1.3x
// and the question list 1.16x the requests per second of Express. A session touch answered from memory (no round
// trip of its own) gave the lists 1.07x-1.41x, within the noise of that load; not kept (a revoked session or a
// changed right would outlive its revocation).
// Kept (2026-11-28, Fastify instead of Express, two runs one after the other, load about 2.5): req/s Express ->
// Fastify, demo: courses 1,891 -> 2,219, subjects 2,208 -> 2,726, questions 1,768 -> 2,148, review 1,668 -> 2,080;
// large: 1,668 -> 2,073, 2,194 -> 2,556, 1,661 -> 2,181, 1,711 -> 1,922; session check 2,484 -> 2,988.
// Kept (2026-11-29): each list in one round trip, the session checked in the page's own statement
// (apps/api/src/auth/README.md). PostgreSQL's time is about the same (500 prepared runs on the large data: touch
// 0.16 ms + course page 0.28 ms against 0.46 ms together); what goes is a query's cost in the API. Two builds side
// by side on the large data, rounds alternated (3 s x 6 each): req/s with / without, courses 1.05 and 1.15,
// questions 1.03 and 1.14, review 1.06 and 1.11, subjects 1.19 and 1.23, the session check 1.04 and 0.98 (noise);
// p97.5 lower in the second (courses 33.5 against 39.0 ms). A first version that slid the expiry in the same
// statement held the session's row lock through the page and sent the rights on every row: slower, not kept.
// Kept (2026-11-28, load about 1): page 1's limit and offset written into its statement (database/page-clause.ts),
// so PostgreSQL runs it on a cached generic plan instead of planning it each call (0.6 of its 0.75 ms), and the
// course list's scope as an array computed once: large data, list p97.5 over the session's went from 1.61, 2.16
// and 2.21 (courses, questions, review) to 0.96, 1.15 and 1.18; page 500 of the sorted course list from 645 to
// 817 req/s.
// Kept (2026-11-28, load about 2): far pages from page marks (apps/api/src/database/page-marks.ts): page 500 p97.5
// against page 1's went from 1.71-2.65 (courses), 1.88-1.99 (of one type) and 1.42-1.49 (questions) to 0.87, 0.91
// and 0.91. The first read of a far page still skips by offset (and keeps its marks); the rounds here read each far
// page again and again, as users paging near it do, so nearly every read starts from a mark.
// Not kept (2026-11-29, demo data): two API processes sharing events through Redis, 25 connections each, against
// one with 50 (4 s rounds, two runs): courses 1.00-1.19x, questions 1.01-1.16x, review 1.10-1.22x, the session
// check 0.98-1.13x the req/s; autocannon and PostgreSQL share the 2 cores, so no clear gain, and each process
// would keep its own 3 s count cache, so one user's pages could disagree on the total.
// Not kept (2026-11-29, demo data): the question and review lists' updated_at written as ISO text by PostgreSQL
// (to_char) instead of parsed into a Date and formatted per row (1.5% of the question list's CPU in a profile).
// Two builds side by side, 3 s rounds alternated: API CPU per request old/new, questions 474/444 and 480/484 us,
// review 459/437 and 456/512 us over two runs of 4 and 6 rounds, the session check 393/391 and 376/399: no gain
// shown against a spread of 10-20% between rounds.
// Not kept (2026-11-29, demo data): the hot pool over PostgreSQL's Unix socket instead of loopback TCP (writev is
// the largest item of a list's profile), and the `postgres` driver (postgres.js) instead of pg. In one client
// process, 50 concurrent loops on a question page, 8 connections each: client CPU per query pg 112-175 us over TCP
// and 119-166 us over the socket (three alternated rounds each, no gain), postgres.js 203-215 us against pg's
// 133-175 (slower). Through the API, two builds side by side: the socket's req/s 0.90-1.11x TCP's by list.
// A hot pool of 4 connections instead of 8: the same API CPU per request (session 479/494 us, questions 664/668).
// Kept (2026-12-01, large data): one count at a time per list, refreshed behind the answer past half its 3 s
// (courses/course-count.cache.ts). An expired total was counted by every request in flight at that moment, up to
// 50 capped counts of 3-6 ms each queued on the hot pool every 3 s: the large lists' p97.5 jumped from their p95
// (questions 66.6 -> 109.7 ms). Two builds side by side, 4 rounds of 4 s alternated, p97.5 old / new: questions
// 101-130 / 72-104 ms, review 84-125 / 73-102, courses 113-149 / 64-99, the session check 50-102 / 44-96.
// Kept (2026-12-02): the hot pool as four connections in pg's pipeline mode (database/hot-pool.ts) instead of
// pg.Pool's eight. A profile of the session check under load had 29% of the API's CPU in the writev that sends each
// statement, most of it waking a sleeping backend; pipelined, a backend finds the next statement already read, and
// one read brings several answers. This bench before and after (with isoTime too), one run each, load 2.5, req/s:
// demo session check 1,820 -> 3,454 (API CPU 480 -> 259 us), courses 1,548 -> 1,992, subjects 1,998 -> 2,864,
// questions 1,387 -> 2,130, review 1,556 -> 2,226; large session check 1,706 -> 2,491, courses 1,399 -> 1,596,
// subjects 1,851 -> 2,022, questions 1,576 -> 1,806, review 1,299 -> 1,600. The session check's two statements
// gained most, so the lists' p97.5 over its p97.5 rose: demo 0.94-1.45 -> 1.2-1.57, large 0.85-1.25 -> 1.09-1.74.
// Not kept (2026-12-02, demo data): the question page's rows written as JSON text by PostgreSQL (json_build_object,
// to_char) and spliced into the answer unparsed. Three alternated pairs of 4 s rounds, over the session check of
// the same round: API CPU 1.09-1.30x against 1.23-1.33x, PostgreSQL's CPU 1.73-2.06x against 1.47-1.49x, req/s
// 0.66-0.83x against 0.73-0.80x: what the API saved, PostgreSQL spent on the same two cores.
// Not kept (2026-12-02): V8's young generation at 16 or 32 MB a half instead of 8: GC time per course-list request
// moved 73-128 us with the machine's load, not with the setting.
// Kept (2026-12-02, a faster day of this VM: no-database route not measured, session check 5,200-6,100 req/s): the
// hot pool's sockets held corked until the event loop's check phase (setImmediate) instead of the next tick. Under
// load the loop reads many requests in one poll, each in its own callback: corked to the next tick, each request's
// statement left in its own write (writev 17.7% of the question list's CPU by profile, 9.7% after). Two builds
// side by side, three alternated rounds of 6 s, req/s old -> new: questions 3,070-3,306 -> 3,604-3,842, courses
// 3,138-3,373 -> 3,524-3,880, session check 5,217-5,671 -> 5,444-6,033; API CPU a question page 285-321 -> 235-261
// us. This bench before and after, one run each: demo courses / questions / review 3,882 / 3,987 / 3,710 ->
// 3,817 / 3,985 / 3,825 req/s, session check 5,854 -> 6,087; large 3,754 / 3,641 / 3,553 -> 3,712 / 3,957 / 3,949,
// session check 5,844 -> 5,458 (the runs' own spread is as large as the gain there).
// Kept (2026-12-02): the read rider's rows not copied (read-rider.ts) and V8's allocation-site pretenuring off
// (apps/api/bin/mizan-api: pg's rows had been moved to old-space allocation, 40% of their bytes promoted). Two
// builds side by side, alternated 6 s rounds, API CPU a request: questions 216/230 -> 179/214 us, courses 220/210
// -> 191/199, session check 147/143 -> 125/141. This bench after the cork change above -> after both, req/s and
// p97.5 over the session's: demo session check 6,087 -> 6,805, courses 3,817 (1.51) -> 4,359 (1.47), subjects
// 6,159 (1.00) -> 6,662 (0.97), questions 3,985 (1.54) -> 4,586 (1.34), review 3,825 (1.50) -> 4,477 (1.45);
// large session check 5,458 -> 6,359, courses 3,712 (1.43) -> 4,680 (1.30), subjects 5,490 (0.98) -> 6,410
// (0.97), questions 3,957 (1.33) -> 4,653 (1.38), review 3,949 (1.33) -> 4,325 (1.48).
// Not kept (2026-12-03, demo data): a list's statement texts built once per shape (filters set, order, page clause)
// and passed as the same string objects, so that the prepared name's lookup (Db.read) and the count and mark keys
// hash a multi-kB text once instead of on every request. By profile, Db.onHotPool's own time on a question page
// went from 7.8 us to under 1; two builds side by side without the profiler, four alternated 4 s rounds, API CPU a
// question page 166-188 us before and 178-186 after, the session check 126-135 and 132-140: no gain above the
// rounds' spread.
// Not kept (2026-12-04): a page that skips no rows (page 1, or from its exact mark) read straight, its rows and
// joins in one select ordered and limited, instead of its ids first and each row fetched again by id. PostgreSQL
// backend CPU a question page 1, one connection, 2,000 prepared runs x 3: on the large data 140-170 us against
// 200-215, but on the demo data (34 questions in the course) 215-275 against 210-220, where the generic plan
// hash-joins every question of the course with every subject before the sort; the ordered, limited subquery
// joined after it (`from (select ... limit 10) q join ...`): large 175-180, demo 255-270. This bench with it:
// PostgreSQL CPU a demo question page 285 us (2.08x the session check's) against 184 (1.84x) before.
// Not kept (2026-12-05, demo data, two builds or flag sets side by side, alternated rounds): the reply serialised
// to a Buffer (Fastify's setReplySerializer: UTF-8 once, no header + body string copy in node:http), API CPU a
// request courses 250 -> 257 us, questions 246 -> 251, session check 178 -> 169; V8's --minor-ms, questions
// 219 -> 252 us and session check 151 -> 171, RSS 288 -> 326 MB; --no-parallel-scavenge, GC pause a list
// request 30-34 -> 22-27 us (--trace-gc-nvp) but API CPU within the rounds' spread (questions 239 -> 250,
// review 259 -> 246); --no-page-promotion, more promoted. Seen on the way: under this load the API's thread is
// the bottleneck (API CPU x req/s 0.84-0.85 of a core for the session check and the lists alike), so a list's
// p97.5 over the session check's follows its API CPU over the session check's; and a question-list request
// promotes about 5 kB (pg's parsed rows, by a sampling heap profile of objects not collected young) where the
// session check promotes almost none, though a heap snapshot under load holds no list row between tasks.
// Kept (2026-12-05, a slower day of this VM: session check 2,800-3,800 req/s): JSON answers encoded to UTF-8 once,
// by ICU's transcoder (node:buffer transcode, simdutf inside) from a UTF-16 copy in a reused buffer
// (common/http-pipeline.ts utf8Answer). Left a string, an answer was encoded twice by V8's per-character
// encoder, for Fastify's Content-Length and by the socket's write: ~7 us a pass for a page of courses (a
// two-byte string: Arabic names) against ~3 for the transcoder. Unlike the Buffer serializer above (Buffer.from:
// the same two V8 passes) it takes a pass away. With it, a course list row built in one object and the query
// check walking without a path array per key. A profile by perf (real CPU, not V8's sampled wall time, which
// books a descheduled thread to its syscall) had a course page's encoding at 12 us over the session check's, the
// transcoder's share after 0.4% of the API's samples. Two builds side by side, 8 alternated rounds of 3 s, API
// CPU a request: courses 360 -> 338 us, questions 339 -> 325, review 361 -> 352, session check 232 -> 233 (a
// round's own spread +-15%). This bench before (one run) -> after (two runs), p97.5 over the session check's:
// demo courses 1.62 -> 1.21 / 1.26, subjects 1.03 -> 0.89 / 0.91, questions 1.47 -> 1.21 / 1.33, review 1.58 ->
// 1.35 / 1.33; large 1.35 -> 1.36 / 1.36, 1.37 -> 0.95 / 0.95, 1.43 -> 1.34 / 1.36, 1.39 -> 1.17 / 1.48.
// Not kept (2026-12-05, demo data): the course page as one json_agg built by PostgreSQL and parsed once (one
// field to decode instead of ~190, the same answer): API CPU 303 -> 273 us but PostgreSQL's 215 -> 260 us (its
// composite_to_json), req/s 2,723 -> 2,761, p97.5 over the session check's 1.28 -> 1.40. Measured on the way,
// PostgreSQL backend CPU a prepared statement (one connection, 3,000 runs x 3): the course page with its session
// rider 243-263 us = the page alone 150-197 + the rider alone 77-93 (folding costs the server nothing; the saving
// is the API's round trip); a trivial statement 27-40; the session check's touch 63-70 and session_info 107-123;
// the page's three bilingual names 20-30 us of it, as jsonb or as ->> text pairs alike.
// Kept (2026-12-06, a faster day of this VM: session check 5,400-6,300 req/s), three changes, each measured with
// two builds side by side in 8 alternated rounds of 3 s (API CPU a request, median):
//  - the lists' session check run by the route's own method (common/session-in-read.ts), no Nest interceptor:
//    any interceptor sends every route through rxjs and an AsyncResource. Session check 158 -> 128 us,
//    questions 213 -> 175, review 221 -> 177; req/s 5,455 -> 6,546, 3,878 -> 4,327, 3,622 -> 4,218. The ratios
//    hardly moved (every route lost about the same);
//  - the hot pool's rows read as pg's arrays and made objects by one function per column list
//    (database/row-shapes.ts): pg's own object rows are built at megamorphic sites. Client CPU a question page,
//    50 callers on the hot pool alone: 56 -> 51 us;
//  - the check reads the rights' hash, not their 2 kB text: PostgreSQL CPU a question page with its check, one
//    connection, 195-221 -> 180-217 us; API CPU a question page 185 -> 174 us.
// This bench before (this morning, head efe6dcb) and after all three, p97.5 over the session check's (req/s): demo
// courses 1.43 (3,867) -> 1.39 (4,409), subjects 1.09 (5,242) -> 0.91 (6,770), questions 1.56 (3,652) -> 1.36
// (4,419), review 1.60 (3,498) -> 1.43 (4,221); large 1.33 (2,969) -> 1.38 (4,095), 1.10 (4,041) -> 0.96
// (5,505), 1.42 (2,832) -> 1.22 (4,286), 1.50 (2,651) -> 1.32 (4,027); session check 5,580 -> 5,995 (demo).
// Three more runs of it after them, same head: demo courses 1.48 / 1.20 / 1.41, subjects 1.08 / 0.79 / 1.23,
// questions 1.57 / 1.08 / 1.64, review 1.91 / 1.13 / 1.31; large 1.29 / 1.26 / 1.40, 0.95 / 1.03 / 1.07,
// 1.22 / 1.32 / 1.43, 1.23 / 1.42 / 1.56: the lists' true ratio is about 1.3-1.5 and a run's spread on this VM
// (the session check's own API CPU a request 136-193 us between runs) carries one list or two past 1.5 in half
// the runs.
// Not kept (2026-12-06): the review page's open comment counts from a grouped read of the page's ids instead of
// a count per row (PostgreSQL CPU the same within 5 us; the counts cost about 20 us of a review page's ~200).
// Kept (2026-12-06, a slower day of this VM: session check 2,850-4,050 req/s): hot statements as pg
// submittables that ask the server to describe their columns once per connection (database/hot-query.ts).
// pg's Query describes the portal on every execution, parses the description and builds a row template from
// it (a slow clone and megamorphic keyed stores) even for array rows: by perf, 8% of the session check's API
// CPU and 4% of a list's. Two builds side by side, demo data, 6 alternated rounds of 3 s, API CPU a request:
// session check 281 -> 230 us, questions 329 -> 310, review 330 -> 300, courses 331 -> 296. The session check
// (two statements) gains most, so the lists' p97.5 over its p97.5 rose. This bench before (one run, 3 rounds of
// 3 s) -> after (two runs, same rounds), p97.5 over the session check's: demo courses 1.16 -> 1.52 / 1.50,
// subjects 0.72 -> 0.94 / 1.00, questions 1.06 -> 1.24 / 1.43, review 1.11 -> 1.32 / 1.39; large 1.11 -> 1.16 /
// 1.39, 1.05 -> 0.97 / 1.20, 1.40 -> 1.26 / 1.49, 1.83 -> 1.24 / 1.37; the lists' API CPU over the session
// check's 1.15-1.48 -> 1.34-1.56.
// Seen on the way, not acted on: what a list spends beyond the session check is its rows' data in the API, by
// perf on the course list (330 us against 220): the rows' field texts decoded by pg-protocol 35 us against 6
// (about 0.26 us a field, most of it the call into Buffer's decoder: utf8Slice or latin1Slice directly save
// 10-15%), their row objects and parsed names 26 against 15 (JSON.parse of a bilingual name 0.46 us, as much as
// decoding it as two text fields), the answer's JSON and its encoding 37 against 16.
// Changed (2026-12-06): six interleaved rounds of 2 s an endpoint instead of three of 3 s. With three, one slow
// stretch of the VM could fall on one list's rounds (a large review list at 1.83 whose API CPU was 1.48 x the
// session check's). Three runs with six (courses / subjects / questions / review): demo 1.10 / 0.83 / 1.27 / 1.29,
// 1.32 / 1.01 / 1.44 / 1.45, 1.26 / 0.97 / 1.39 / 1.33; large 1.30 / 1.03 / 1.33 / 1.52, 1.17 / 0.97 / 1.25 /
// 1.47, 1.31 / 0.96 / 1.32 / 1.44. The lists' req/s in them 2,266-2,796 (the large review list lowest each time).
// Kept (2026-12-06, another machine: session check 156-221 us a request): Db's prepared texts kept by length
// and found by comparing texts instead of as Map keys (database/db.service.ts): a list's text is built afresh
// on every request and the Map hashed its 2-3 kB each time. By CPU profile of the review list under load,
// the lookup went from 16.6 us a request to 3.4; API CPU a request end to end, three alternated 5 s rounds,
// moved within the rounds' spread (252-387 us). Runs of this bench that day (courses / subjects / questions /
// review, req/s of the lowest list, the session check's API CPU): before it, demo 1.29 / 0.88 / 1.33 / 1.39
// (2,884, 181 us), large 1.33 / 1.09 / 1.34 / 1.48 (3,142, 156 us); on a slower stretch without it, demo
// 1.61 / 1.10 / 1.56 / 1.52 (2,252, 207 us), large 1.43 / 1.17 / 1.51 / 1.53 (2,481, 204 us); with it, demo
// 1.39 / 1.00 / 1.43 / 1.47 (2,552, 203 us), large 1.29 / 1.04 / 1.31 / 1.48 (2,521, 221 us). Seen by
// profile and left: a review page's answer spends about 20-25 us in JSON.stringify (5.2 k characters, most of
// them Arabic, so a two-byte string) and 8-12 us encoding it, and its writev grows with it.
// Kept (2026-12-06, fourth session of the day, session check 154-197 us a request): the demo seed ends with
// ANALYZE (database/seed/demo-seed.ts). This machine's PostgreSQL runs without autovacuum and PGlite has none, so
// the demo tables had no statistics and the course page sorted the whole course table instead of reading its
// name index. Two copies of the demo database, analyzed or not, alternated 4 s rounds, PostgreSQL CPU a request:
// session check 174-188 -> 152-172 us, courses 271-293 -> 194-200, review 286-297 -> 206-264. Every request got
// cheaper, the session check too, so the ratios did not fall: this bench before -> after (demo; the large data
// was analyzed already), courses / subjects / questions / review 1.31 / 0.89 / 1.26 / 1.27 -> 1.37 / 1.09 / 1.45
// / 1.44, on a run whose large lists were at 1.30 / 1.17 / 1.56 / 1.59 (a slow stretch: the session check's API
// CPU 182 us against 156 the run before).
// Kept (same day): the hot pool's DataRow fields read by database/data-rows.ts, a short ASCII field (an id, a
// count, a code) made in JS instead of by Buffer's decoder (a call into C++ per field, 150-200 fields a page).
// perf under load, review list: the row decoder's inclusive time 30.7 -> 15.0 us a request. This bench with both
// changes, five runs (courses / subjects / questions / review): demo 1.36 / 1.03 / 1.38 / 1.38, 1.33 / 1.10 /
// 1.36 / 1.46, 1.26 / 1.04 / 1.26 / 1.25, 1.22 / 0.97 / 1.41 / 1.44, 1.39 / 1.10 / 1.32 / 1.28; large 1.17 / 0.97 /
// 1.17 / 1.29, 1.33 / 1.14 / 1.34 / 1.48, 1.26 / 1.06 / 1.33 / 1.39, 1.16 / 0.95 / 1.32 / 1.35, 1.28 / 1.08 / 1.29
// / 1.33; the lowest list of each run 2,926, 3,121, 3,011, 2,968 and 2,595 req/s (the session check's API CPU
// 154-204 us a request between runs).
// Still by perf, a review page's API CPU over the session check's is its answer's JSON (about 20 us), its rows
// (decode, objects, names parsed) and the GC that follows; PostgreSQL's, the page's plan and its output (no part
// over 10-30 us, measured by taking each out), beside the session check's two small statements.
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ADMIN,
  cpuMs,
  cpuMsOfAll,
  importApiTestModule,
  latencyFigures,
  log,
  login,
  percentile,
  ROOT,
  resetDatabase,
  round,
  runAlone,
  startApi,
  withPg,
} from './lib.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_lists';
const DEFAULT_LARGE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_lists_large';
const CONNECTIONS = 50;
/**
 * Seconds each endpoint is measured in all, split over ROUNDS interleaved rounds of 2 s: six short rounds
 * spread a slow stretch of this shared VM over every endpoint where three of 3 s let it land on one.
 */
const DURATION_S = Number(process.env.BENCH_LISTS_SECONDS || 12);
const ROUNDS = Number(process.env.BENCH_LISTS_ROUNDS || 6);
const WARMUP_S = 2;
const COURSES = Number(process.env.BENCH_COURSES || 50_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS || 100_000);
const QUESTION_COURSES = 20;
const DEEP_PAGE = 500;
const RATIO_GOAL = 1.5;
const RPS_GOAL = 2500;
const LISTS = ['courses', 'subjects', 'questions', 'review'];
const GOAL = `each list p97.5 <= ${RATIO_GOAL} x the session check's p97.5 in the same run, demo and large data; >= ${RPS_GOAL} req/s for a page of 10; page ${DEEP_PAGE} p97.5 <= ${RATIO_GOAL} x page 1's`;

/** The course with the most questions (and pending ones): its lists are the busiest. */
async function busiestCourse(databaseUrl) {
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select q.course_id, count(*)::int as questions,
         count(*) filter (where q.status = '5.2.')::int as pending
       from question q group by q.course_id order by pending desc, questions desc limit 1`,
    );
    if (!rows[0]) throw new Error('the data has no question');
    return rows[0];
  });
}

/** The list URLs of a course (a page of 10), as the screens ask them. */
const listPaths = (c) => ({
  courses: '/api/courses/165.1.1./getList?limit=10&page=1&clientLang=ar',
  subjects: `/api/subjects/165.1.2.?courseId=${c}`,
  questions: `/api/questions/165.2.1./getList?courseId=${c}&limit=10&page=1`,
  review: `/api/review-questions/165.2.2./getList?courseId=${c}&limit=10&page=1`,
});

/** One endpoint under load for `seconds`; latencies from every response, so p97.5 is exact. */
async function hammer(url, path, token, seconds, warmup, pid) {
  const latencies = [];
  const run = autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(warmup ? { warmup: { connections: CONNECTIONS, duration: WARMUP_S } } : {}),
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  // The warm-up's requests are not counted: its CPU is left out by starting the count at the first answer
  // of the measured part (autocannon runs the warm-up first, then resets its counters).
  const cpuNow = () => ({ api: cpuMs(pid), pg: cpuMsOfAll('postgres') });
  let cpuFrom = warmup ? null : cpuNow();
  if (warmup) run.once('start', () => (cpuFrom = cpuNow()));
  const result = await run;
  const cpuTo = cpuNow();
  const spent = (key) => (cpuFrom?.[key] == null || cpuTo[key] === null ? null : cpuTo[key] - cpuFrom[key]);
  return {
    latencies,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMs: spent('api'),
    pgCpuMs: spent('pg'),
    requests: result.requests.total,
  };
}

/**
 * Every endpoint in ROUNDS interleaved rounds of DURATION_S / ROUNDS seconds (warmed up in the first), each
 * answered once first (200 and, for `rows`, a non-empty page). Figures pooled over the rounds.
 */
async function measure(api, endpoints, label) {
  for (const [name, e] of Object.entries(endpoints)) {
    const res = await fetch(`${api.url}${e.path}`, {
      headers: e.token ? { authorization: `Bearer ${e.token}` } : {},
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${label} ${name} ${e.path} answered ${res.status}: ${body}`);
    if (e.rows && JSON.parse(body)[e.rows].length === 0)
      throw new Error(`${label} ${name} ${e.path}: empty page`);
  }
  const pooled = Object.fromEntries(
    Object.keys(endpoints).map((name) => [
      name,
      { latencies: [], non2xx: 0, errors: 0, cpuMs: 0, pgCpuMs: 0, requests: 0 },
    ]),
  );
  const seconds = DURATION_S / ROUNDS;
  for (let round_ = 0; round_ < ROUNDS; round_++) {
    for (const [name, e] of Object.entries(endpoints)) {
      const r = await hammer(api.url, e.path, e.token, seconds, round_ === 0, api.child.pid);
      pooled[name].latencies.push(...r.latencies);
      pooled[name].non2xx += r.non2xx;
      pooled[name].errors += r.errors;
      for (const key of ['cpuMs', 'pgCpuMs'])
        pooled[name][key] = r[key] === null || pooled[name][key] === null ? null : pooled[name][key] + r[key];
      pooled[name].requests += r.requests;
    }
    log(`lists ${label}: round ${round_ + 1}/${ROUNDS} done (load ${loadAverage()})`);
  }
  return Object.fromEntries(
    Object.entries(pooled).map(([name, p]) => {
      const figures = latencyFigures(p.latencies, DURATION_S);
      return [
        name,
        {
          path: endpoints[name].path,
          requestsPerSecond: figures.requestsPerSecond,
          latencyMs: { ...figures.latencyMs, p97_5: round(percentile(p.latencies, 97.5)) },
          apiCpuUsPerRequest: perRequestUs(p.cpuMs, p.requests),
          postgresCpuUsPerRequest: perRequestUs(p.pgCpuMs, p.requests),
          non2xx: p.non2xx,
          errors: p.errors,
        },
      ];
    }),
  );
}

const loadAverage = () => loadavg()[0].toFixed(2);
const perRequestUs = (ms, requests) => (ms === null || !requests ? null : Math.round((ms * 1000) / requests));

/** Ratios of the same run, printed beside the absolute figures. */
function judge(figures, label) {
  const session = figures.session;
  const lists = {};
  for (const name of LISTS) {
    const f = figures[name];
    const ratio = round(f.latencyMs.p97_5 / session.latencyMs.p97_5);
    const rpsRatio = round(f.requestsPerSecond / session.requestsPerSecond);
    const cpuRatio = f.apiCpuUsPerRequest && round(f.apiCpuUsPerRequest / session.apiCpuUsPerRequest);
    const pgRatio =
      f.postgresCpuUsPerRequest && round(f.postgresCpuUsPerRequest / session.postgresCpuUsPerRequest);
    lists[name] = {
      p97_5OverSession: ratio,
      reqPerSecOverSession: rpsRatio,
      apiCpuOverSession: cpuRatio,
      postgresCpuOverSession: pgRatio,
      ratioGoalMet: ratio <= RATIO_GOAL && f.non2xx === 0 && f.errors === 0,
      rpsGoalMet: f.requestsPerSecond >= RPS_GOAL,
      text: `${f.requestsPerSecond} req/s (${rpsRatio} x session's ${session.requestsPerSecond}), p97.5 ${f.latencyMs.p97_5} ms = ${ratio} x session (${session.latencyMs.p97_5} ms), API CPU ${f.apiCpuUsPerRequest} us a request = ${cpuRatio} x session (${session.apiCpuUsPerRequest} us), PostgreSQL CPU ${f.postgresCpuUsPerRequest} us = ${pgRatio} x session (${session.postgresCpuUsPerRequest} us)`,
    };
    log(`lists ${label} ${name}: ${lists[name].text}`);
  }
  return lists;
}

/** Page DEEP_PAGE against page 1 of the same sorted, filtered list (same run, interleaved). */
function judgeDeep(figures, pairs, label) {
  const out = {};
  for (const [name, [first, deep]] of Object.entries(pairs)) {
    const a = figures[first].latencyMs.p97_5;
    const b = figures[deep].latencyMs.p97_5;
    const ratio = round(b / a);
    out[name] = {
      page1P97_5: a,
      [`page${DEEP_PAGE}P97_5`]: b,
      ratio,
      goalMet: ratio <= RATIO_GOAL && figures[deep].non2xx === 0,
      text: `page ${DEEP_PAGE} p97.5 ${b} ms = ${ratio} x page 1 (${a} ms); ${figures[deep].requestsPerSecond} vs ${figures[first].requestsPerSecond} req/s`,
    };
    log(`lists ${label} ${name}: ${out[name].text}`);
  }
  return out;
}

async function demoRun(databaseUrl) {
  await resetDatabase(databaseUrl);
  // The first start migrates and seeds the demo data; the measured run is a second, warm process.
  await (await startApi({ DATABASE_URL: databaseUrl })).stop();
  const course = await busiestCourse(databaseUrl);
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    const token = await login(api.url);
    const endpoints = {
      publicInfo: { path: '/api/public/info', token: null },
      session: { path: '/api/auth/session', token },
      ...Object.fromEntries(
        Object.entries(listPaths(course.course_id)).map(([k, p]) => [k, { path: p, token }]),
      ),
    };
    const figures = await measure(api, endpoints, 'demo');
    return { course, ...figures, lists: judge(figures, 'demo') };
  } finally {
    await api.stop();
  }
}

/** Demo data plus COURSES courses and QUESTIONS questions, settled (vacuum analyze) as a bulk load leaves it. */
async function seedLarge(databaseUrl) {
  const DIST = path.join(ROOT, 'apps/api/dist');
  const { openDatabase, migrate } = await import(path.join(DIST, 'database/database.js'));
  const { seedDemo } = await import(path.join(DIST, 'database/seed/demo-seed.js'));
  const { seedBenchCourses } = await importApiTestModule('apps/api/test/bench-courses.ts');
  const { seedBenchQuestions } = await importApiTestModule('apps/api/test/bench-questions.ts');
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  try {
    await migrate(database.orm);
    await seedDemo(database.orm);
    await seedBenchCourses(database.orm, COURSES);
    const courses = await database.orm.em.execute(
      `select c.id from course c where c.active and c.course_type in ('15.1.', '15.2.', '15.3.')
         and c.course_code !~ '^BN' and exists (select 1 from subject s join subject_ilo si on si.subject_id = s.id where s.course_id = c.id)
       order by c.course_code <> 'CIV101', c.id limit ?`,
      [QUESTION_COURSES],
    );
    await seedBenchQuestions(
      database.orm,
      QUESTIONS,
      courses.map((r) => r.id),
    );
    await database.orm.em.execute('vacuum analyze');
    const [row] = await database.orm.em.execute(
      'select (select count(*)::int from course) as courses, (select count(*)::int from question) as questions',
    );
    const seconds = round((performance.now() - started) / 1000, 1);
    log(`lists large: seeded to ${row.courses} courses and ${row.questions} questions in ${seconds} s`);
    return { ...row, seedSeconds: seconds };
  } finally {
    await database.close();
  }
}

/**
 * The large data as a former run left it, when it holds what this run would seed (seeding takes minutes on a
 * shared machine); BENCH_LISTS_RESEED=1 seeds afresh. The API's start migrates it as any start does.
 */
async function seededBefore(databaseUrl) {
  if (process.env.BENCH_LISTS_RESEED === '1') return null;
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select (select count(*)::int from course where course_code ~ '^BN[0-9]+$') as bench_courses,
         (select count(*)::int from course) as courses, (select count(*)::int from question) as questions`,
    );
    const r = rows[0];
    return r.bench_courses === COURSES && r.questions >= QUESTIONS
      ? { courses: r.courses, questions: r.questions, seededBefore: true }
      : null;
  }).catch(() => null);
}

async function largeRun(databaseUrl) {
  let data = await seededBefore(databaseUrl);
  if (data)
    log(
      `lists large: ${data.courses} courses and ${data.questions} questions seeded before (BENCH_LISTS_RESEED=1 to seed afresh)`,
    );
  else {
    await resetDatabase(databaseUrl);
    data = await seedLarge(databaseUrl);
  }
  const course = await busiestCourse(databaseUrl);
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    const token = await login(api.url);
    const c = course.course_id;
    // The active courses of the stage by name (the sort's index covers the filters), and the same of one type
    // (served by the type's index and a sort).
    const courseFilter = 'limit=10&clientLang=ar&activeStatus=1&orderBy=courseName';
    const typeFilter = `${courseFilter}&courseType=15.2.`;
    const questionFilter = `courseId=${c}&limit=10&status=5.3.&orderBy=updatedAt&desc=true`;
    /** Page `page` of a list URL's query, checked to hold rows (`rows`: the answer's list). */
    const paged = (url, page, rows) => ({ path: `${url}&page=${page}`, token, rows });
    const courseList = `/api/courses/165.1.1./getList?${courseFilter}`;
    const typeList = `/api/courses/165.1.1./getList?${typeFilter}`;
    const questionList = `/api/questions/165.2.1./getList?${questionFilter}`;
    const endpoints = {
      session: { path: '/api/auth/session', token },
      ...Object.fromEntries(Object.entries(listPaths(c)).map(([k, p]) => [k, { path: p, token }])),
      coursesSortedPage1: paged(courseList, 1, 'courses'),
      coursesSortedDeep: paged(courseList, DEEP_PAGE, 'courses'),
      courseTypeSortedPage1: paged(typeList, 1, 'courses'),
      courseTypeSortedDeep: paged(typeList, DEEP_PAGE, 'courses'),
      questionsSortedPage1: paged(questionList, 1, 'questions'),
      questionsSortedDeep: paged(questionList, DEEP_PAGE, 'questions'),
    };
    const figures = await measure(api, endpoints, 'large');
    return {
      data,
      course,
      ...figures,
      lists: judge(figures, 'large'),
      deepPages: judgeDeep(
        figures,
        {
          courses: ['coursesSortedPage1', 'coursesSortedDeep'],
          coursesOfType: ['courseTypeSortedPage1', 'courseTypeSortedDeep'],
          questions: ['questionsSortedPage1', 'questionsSortedDeep'],
        },
        'large',
      ),
    };
  } finally {
    await api.stop();
  }
}

export default async function lists() {
  const demo = await demoRun(process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL);
  const large = await largeRun(process.env.BENCH_LARGE_DATABASE_URL || DEFAULT_LARGE_DATABASE_URL);
  const summary = {};
  for (const [label, run] of Object.entries({ demo, large })) {
    for (const name of LISTS) summary[`${label} ${name}`] = run.lists[name].text;
  }
  for (const name of Object.keys(large.deepPages))
    summary[`large ${name} deep page`] = large.deepPages[name].text;
  const ratioGoalMet = [demo, large].every((run) => LISTS.every((name) => run.lists[name].ratioGoalMet));
  const rpsGoalMet = LISTS.every((name) => demo.lists[name].rpsGoalMet);
  const deepGoalMet = Object.values(large.deepPages).every((d) => d.goalMet);
  return {
    user: ADMIN.username,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    rounds: ROUNDS,
    demo,
    large,
    summary,
    goal: GOAL,
    ratioGoalMet,
    rpsGoalMet,
    deepGoalMet,
    goalMet: ratioGoalMet && rpsGoalMet && deepGoalMet,
  };
}

if (import.meta.main) await runAlone('lists', lists, ['api']);
