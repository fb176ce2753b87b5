-- wrk script for requests with a body: every request gets a unique value where the template
-- says {n} (so creates never collide on a slug).
-- args: <method> <path> <body template> <prefix>
local counter = 0
local thread_id = 0
local method, path, template, prefix

function setup(thread)
  thread_id = thread_id + 1
  thread:set("tid", thread_id)
end

function init(args)
  method, path, template, prefix = args[1], args[2], args[3], args[4]
end

function request()
  counter = counter + 1
  local unique = prefix .. "-" .. tostring(tid or 0) .. "-" .. counter
  local body = template:gsub("{n}", unique)
  return wrk.format(method, path, nil, body)
end
