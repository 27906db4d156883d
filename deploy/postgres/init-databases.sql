-- Runs once, on the first start of the postgres container (docker-entrypoint-initdb.d), as the superuser.
-- Each service owns its own database and role; no service can read another's tables.
-- Development passwords only: compose.yaml uses the same ones in each DATABASE_URL.
CREATE ROLE catalog LOGIN PASSWORD 'catalog';
CREATE ROLE booking LOGIN PASSWORD 'booking';
CREATE ROLE ops LOGIN PASSWORD 'ops';

CREATE DATABASE catalog OWNER catalog;
CREATE DATABASE booking OWNER booking;
CREATE DATABASE ops OWNER ops;

REVOKE ALL ON DATABASE catalog FROM PUBLIC;
REVOKE ALL ON DATABASE booking FROM PUBLIC;
REVOKE ALL ON DATABASE ops FROM PUBLIC;
