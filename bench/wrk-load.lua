-- Load generator for bench/pages when wrk (Debian's package) is installed: the same
-- stages as http-load.mjs and paced-load.mjs, from a C program that needs a fraction of
-- their CPU, so that on a machine where the generator shares the server's cores it takes
-- less of them and the probe measures the server more than the generator.
-- Paths are taken in turn, as in the Node generators. WRK_INTERVAL_MS > 0 paces each
-- connection: it waits that long after an answer before asking again (wrk's delay()),
-- so N connections ask about N * 1000 / (interval + latency) times a second; latency
-- counts from the send. Prints one line of JSON after wrk's own report: req/s, p50, p99
-- (ms, to 0.1), errors, requests.
-- Usage: wrk -t1 -cN -dS -s bench/wrk-load.lua URL -- PATH [PATH...]
local paths = {}
local next_path = 0
local interval = tonumber(os.getenv("WRK_INTERVAL_MS") or "0")

function init(args)
  for _, path in ipairs(args) do
    paths[#paths + 1] = path
  end
end

function request()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path])
end

-- WRK_POISSON=1 draws each wait from an exponential distribution of that mean instead:
-- visitors who do not know of each other (a Poisson stream). With the same wait on every
-- connection, connections that started together stay together and ask in bursts of N,
-- which is the generator's rhythm, not traffic's. wrk takes whole milliseconds, hence the
-- half added before they are cut off.
local poisson = os.getenv("WRK_POISSON") == "1"
math.randomseed(os.time())

if interval > 0 then
  function delay()
    if poisson then
      return -math.log(1 - math.random()) * interval + 0.5
    end
    return math.floor(interval + 0.5)
  end
end

function done(summary, latency, requests)
  local errors = summary.errors
  local failed = errors.connect + errors.read + errors.write + errors.status + errors.timeout
  local ms = function(us) return math.floor(us / 100 + 0.5) / 10 end
  io.write(string.format(
    '{"rps":%.1f,"p50":%s,"p99":%s,"errors":%d,"requests":%d}\n',
    summary.requests / (summary.duration / 1e6),
    ms(latency:percentile(50)),
    ms(latency:percentile(99)),
    failed,
    summary.requests
  ))
end
