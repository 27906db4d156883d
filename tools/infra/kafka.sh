#!/usr/bin/env bash
# Fetches Apache Kafka from Maven Central and runs a single-node KRaft broker on 127.0.0.1:9092.
# Idempotent: reuses the jars, the formatted log dir and a running broker.
# Prints the export line for KAFKA_BROKERS on stdout's last line.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
home="${KAFKA_HOME_DIR:-$HOME/.cache/vip-kafka}"
port="${KAFKA_PORT:-9092}"
ctl_port="${KAFKA_CONTROLLER_PORT:-9093}"
mkdir -p "$home"

listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if listening "$port"; then
  echo "kafka: already listening on $port" >&2
  echo "export KAFKA_BROKERS=127.0.0.1:$port"
  exit 0
fi

if ! ls "$home/libs"/kafka_2.13-*.jar >/dev/null 2>&1; then
  echo "kafka: fetching jars from Maven Central" >&2
  mvn -q -B -f "$here/kafka/pom.xml" dependency:copy-dependencies -DoutputDirectory="$home/libs" -DincludeScope=runtime >&2
fi

cat > "$home/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$ctl_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$ctl_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$home/data
num.partitions=3
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPS
cat > "$home/log4j.properties" <<'PROPS'
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=${kafka.logs.dir}/broker.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
PROPS

cp="$home/libs/*"
if [ ! -f "$home/data/meta.properties" ]; then
  echo "kafka: formatting KRaft storage" >&2
  java -cp "$cp" kafka.tools.StorageTool format --config "$home/server.properties" \
    --cluster-id "$(java -cp "$cp" kafka.tools.StorageTool random-uuid)" --ignore-formatted >&2
fi

echo "kafka: starting broker" >&2
nohup java -Xms256m -Xmx768m -Dkafka.logs.dir="$home" -Dlog4j.configuration="file:$home/log4j.properties" \
  -cp "$cp" kafka.Kafka "$home/server.properties" >"$home/stdout.log" 2>&1 &
echo $! > "$home/broker.pid"

for _ in $(seq 1 120); do
  if listening "$port"; then
    echo "kafka: ready on 127.0.0.1:$port" >&2
    echo "export KAFKA_BROKERS=127.0.0.1:$port"
    exit 0
  fi
  sleep 0.5
done
echo "kafka: broker did not start; see $home/stdout.log" >&2
tail -n 40 "$home/stdout.log" >&2 || true
exit 1
