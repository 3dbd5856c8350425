"""The scale-out rig: two `khadi serve` processes on one PostgreSQL database behind a real nginx.

Everything runs as separate OS processes on loopback, the way docs/deploy.md sets up a shop on
several machines: `khadi migrate` once, `khadi create-admin` once, then two instances with the same
production settings (TLS ends at nginx, instances speak plain HTTP behind it). The stand-ins for
separate machines are loopback addresses: nginx connects to the instances from 127.0.0.2, the only
address the instances trust for X-Forwarded-* (KHADI_FORWARDED_ALLOW_IPS), and shoppers may call
from any other 127.x address.

Every process gets its own process group and is stopped by its own id, within a bounded time.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from khadi.db import Database, migrations_current
from tests.factories import pg_database
from tests.mail.smtp_server import Inbox, SmtpServer
from tests.waits import wait_until
from tests.whatsapp.fake_meta import FakeMeta
from tests.whatsapp.meta_server import MetaServer
from tests_scaleout.nginx_conf import NGINX_CONF

PROXY_ADDRESS = "127.0.0.2"  # nginx's own address: the instances trust only this one
SECRET_KEY = "scale-out-test-secret-key-0123456789abcdef"  # 32+ characters, fixed
ADMIN_EMAIL = "owner@khadi.test"
ADMIN_PASSWORD = "scale-out-admin-2026"
START_WITHIN = 30.0  # seconds for a process to answer
STOP_WITHIN = 10.0
UPSTREAM_HEADER = "x-upstream"  # test only: which instance nginx asked


def free_ports(count: int) -> list[int]:
    """Distinct free loopback ports (all held at once while choosing, so none repeats)."""
    with ExitStack() as held:
        sockets = [held.enter_context(socket.socket()) for _ in range(count)]
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [int(sock.getsockname()[1]) for sock in sockets]


def nginx_binary() -> str:
    found = shutil.which("nginx") or (
        "/usr/sbin/nginx" if os.access("/usr/sbin/nginx", os.X_OK) else None
    )
    if found is None:
        raise RuntimeError("nginx is not installed: run `make tools-nginx` (Debian's nginx)")
    return found


def khadi_command() -> list[str]:
    """The venv's `khadi` console script, as a deployment runs it."""
    script = Path(sys.executable).with_name("khadi")
    if not script.is_file():
        raise RuntimeError(f"no khadi command next to {sys.executable}: run `uv sync` first")
    return [str(script)]


def write_self_signed_cert(folder: Path) -> Path:
    """cert.pem and key.pem for 127.0.0.1 in `folder`; returns the certificate's path."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "key.pem").write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    (folder / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return folder / "cert.pem"


class Process:
    """A child process in its own process group, its output in a log file."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], log: Path) -> None:
        self.name = name
        self.log = log
        with log.open("wb") as output:
            self.popen = subprocess.Popen(
                argv,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def log_tail(self, lines: int = 30) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    def check_running(self) -> None:
        if self.popen.poll() is not None:
            raise RuntimeError(
                f"{self.name} exited with {self.popen.returncode}:\n{self.log_tail()}"
            )

    def signal(self, signum: int) -> None:
        if self.popen.poll() is None:
            os.killpg(self.popen.pid, signum)

    def wait_done(self) -> None:
        """For a one-off command: wait for it to finish, and fail unless it succeeded."""
        try:
            code = self.popen.wait(timeout=START_WITHIN)
        except subprocess.TimeoutExpired:
            raise RuntimeError(f"{self.name} did not finish:\n{self.log_tail()}") from None
        if code != 0:
            raise RuntimeError(f"{self.name} exited with {code}:\n{self.log_tail()}")

    def wait_stopped(self) -> None:
        try:
            self.popen.wait(timeout=STOP_WITHIN)
        except subprocess.TimeoutExpired:
            self.signal(signal.SIGKILL)
            self.popen.wait(timeout=STOP_WITHIN)


def run_once(argv: list[str], env: dict[str, str]) -> str:
    """A one-off command (migrate) run to the end; its output, or an error with it."""
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv[1:])} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def wait_until_answering(process: Process, url: str, verify: ssl.SSLContext | bool = True) -> None:
    def answering() -> bool:
        process.check_running()
        try:
            return httpx.get(url, timeout=1.0, verify=verify).status_code == 200
        except httpx.TransportError:
            return False

    if not wait_until(answering, START_WITHIN):
        raise RuntimeError(f"{process.name} did not answer {url}:\n{process.log_tail()}")


@dataclass(frozen=True)
class Cluster:
    site: str  # nginx, the shop's public address (KHADI_SITE_URL)
    instances: tuple[str, str]  # each instance, directly
    upstreams: tuple[str, str]  # how nginx names them in X-Upstream
    tls: ssl.SSLContext  # trusts nginx's self-signed certificate
    database_url: str  # the PostgreSQL database both instances use
    inbox: Inbox  # what the instances' mail workers handed to the rig's SMTP server
    whatsapp: FakeMeta  # what the instances' WhatsApp workers sent to the stand-in for Meta
    whatsapp_problems: list[str]  # requests off Meta's documented shape (none, or a test fails)

    def client(
        self, base_url: str, *, source: str = "127.0.0.1", token: str | None = None
    ) -> httpx.Client:
        """An HTTP client calling from loopback address `source` (a stand-in for the shopper's
        address), sending the Origin of the page a browser would be on: the shop's."""
        transport = httpx.HTTPTransport(local_address=source, verify=self.tls)
        client = httpx.Client(
            base_url=base_url,
            transport=transport,
            headers={"Origin": self.site},
            timeout=httpx.Timeout(10.0, read=5.0),
        )
        if token is not None:
            client.cookies.set("khadi_session", token)
        return client


def _environment(**settings: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("KHADI_") and key != "FORWARDED_ALLOW_IPS"
    }
    env.update({f"KHADI_{key.upper()}": value for key, value in settings.items()})
    return env


def _tiny_spa(folder: Path) -> Path:
    (folder / "assets").mkdir(parents=True)
    (folder / "index.html").write_text("<!doctype html><title>Khadi</title><div id=root></div>")
    return folder


@contextmanager
def running_cluster() -> Iterator[Cluster]:
    """A fresh database, two instances and nginx; all stopped and removed afterwards."""
    with ExitStack() as cleanup:
        # nginx's workers may run as `nobody` (when the test runs as root): a folder of our own,
        # not pytest's private tmp, so they can reach their temp files.
        root = Path(tempfile.mkdtemp(prefix="khadi-scaleout-"))
        cleanup.callback(shutil.rmtree, root, ignore_errors=True)
        root.chmod(0o755)
        database_url = cleanup.enter_context(pg_database())
        smtp = cleanup.enter_context(SmtpServer())  # both instances' mail workers send here
        meta = cleanup.enter_context(MetaServer())  # and their WhatsApp workers here (issue 32)

        port, port_a, port_b = free_ports(3)
        site = f"https://127.0.0.1:{port}"
        env = _environment(
            env="production",
            secret_key=SECRET_KEY,
            database_url=database_url,
            media_dir=str(root / "media"),
            mail_dir=str(root / "mail"),
            smtp_url=smtp.url,
            mail_from="Khadi <orders@khadi.test>",
            mail_poll_seconds="0.2",
            whatsapp_api_url=meta.url,
            whatsapp_poll_seconds="0.2",
            frontend_dist=str(_tiny_spa(root / "dist")),
            site_url=site,
            forwarded_allow_ips=PROXY_ADDRESS,
            payment_provider="razorpay",  # production refuses the sandbox; never called here
            razorpay_key_id="rzp_test_ScaleOut0000001",
            razorpay_key_secret="scale-out-key-secret",
            razorpay_webhook_secret="scale-out-webhook-secret",
            events_heartbeat_seconds="0.5",  # lets every stream read check its deadline
            log_level="warning",
            host="127.0.0.1",
        )
        khadi = khadi_command()
        # Once per deploy, before the instances start (production never migrates on its own).
        run_once([*khadi, "migrate"], env)
        database = Database(database_url)
        try:
            assert migrations_current(database.engine, database_url)
        finally:
            database.dispose()

        processes: list[Process] = []

        def stop_all() -> None:  # signal every process first, so they stop side by side
            for process in processes:
                process.signal(signal.SIGTERM)
            for process in processes:
                process.wait_stopped()

        cleanup.callback(stop_all)
        instances = []
        for label, instance_port in (("a", port_a), ("b", port_b)):
            processes.append(
                Process(
                    f"khadi serve ({label})",
                    [*khadi, "serve"],
                    {**env, "KHADI_PORT": str(instance_port)},
                    root / f"khadi-{label}.log",
                )
            )
            instances.append(f"http://127.0.0.1:{instance_port}")

        # Side by side with the instances' start: each Python start costs seconds on a busy machine.
        create_admin = Process(
            "khadi create-admin",
            [
                *khadi,
                "create-admin",
                "--email",
                ADMIN_EMAIL,
                "--password",
                ADMIN_PASSWORD,
                "--name",
                "Shop Owner",
            ],
            env,
            root / "create-admin.log",
        )
        processes.append(create_admin)

        prefix = root / "nginx"
        for folder in ("logs", "temp"):
            (prefix / folder).mkdir(parents=True)
        (prefix / "temp").chmod(0o777)
        certificate = write_self_signed_cert(prefix / "tls")
        (prefix / "nginx.conf").write_text(
            NGINX_CONF.format(
                prefix=prefix, port=port, port_a=port_a, port_b=port_b, proxy_address=PROXY_ADDRESS
            )
        )
        nginx = Process(
            "nginx",
            [
                nginx_binary(),
                "-p",
                str(prefix),
                "-e",
                str(prefix / "logs" / "error.log"),
                "-c",
                str(prefix / "nginx.conf"),
                "-g",
                "daemon off;",
            ],
            dict(os.environ),
            prefix / "logs" / "stderr.log",
        )
        tls = ssl.create_default_context(cafile=str(certificate))

        processes.append(nginx)
        for process, url in zip(processes[:2], instances, strict=True):  # the two instances
            wait_until_answering(process, f"{url}/healthz")
        wait_until_answering(nginx, f"{site}/healthz", verify=tls)
        create_admin.wait_done()
        yield Cluster(
            site=site,
            instances=(instances[0], instances[1]),
            upstreams=(f"127.0.0.1:{port_a}", f"127.0.0.1:{port_b}"),
            tls=tls,
            database_url=database_url,
            inbox=smtp.inbox,
            whatsapp=meta.meta,
            whatsapp_problems=meta.problems,
        )
