"""Python side of the content check's code-block rules (scripts/lib/codeBlocks.mjs).

python3 python_blocks.py parse  < blocks.json
    blocks.json: [{"lang": "python" | "toml", "code": str}]. Writes, per block in order,
    {"error": str | null, "imports": [str], "stdlib_only": bool, "bound": [str], "free": [str]}.
    Python blocks are compiled (syntax only, nothing runs); TOML blocks are read with tomllib.
    stdlib_only: every module imported is in this Python's standard library (a relative import,
    `from .x import y`, needs the package around it, so it is not). free: names the block reads
    but neither defines nor imports and that are not builtins, i.e. what it needs from the blocks
    before it in the same article.

python3 python_blocks.py run blocks.json
    Runs the blocks in order in one shared namespace, as a reader runs an article's examples one
    after another (in the current directory, which the caller makes a throw-away one). Writes,
    per block, null or the last line of its traceback.
"""
import ast
import builtins
import io
import json
import signal
import sys
import traceback

BLOCK_SECONDS = 20


def imports_of(tree):
    names = set()
    relative = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level > 0:
                relative = True
            elif node.module:
                names.add(node.module.split(".")[0])
    return sorted(names), relative


def names_of(tree):
    bound, loaded = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (loaded if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                bound.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            bound.add(node.name)
    free = loaded - bound - set(dir(builtins)) - {"__file__", "__name__"}
    return sorted(bound), sorted(free)


def parse(block):
    empty = {"error": None, "imports": [], "stdlib_only": False, "bound": [], "free": []}
    if block["lang"] == "toml":
        import tomllib

        try:
            tomllib.loads(block["code"])
            return empty
        except tomllib.TOMLDecodeError as error:
            return {**empty, "error": str(error)}
    try:
        tree = ast.parse(block["code"], filename="block.py")
        compile(tree, "block.py", "exec")
    except SyntaxError as error:
        return {**empty, "error": f"dòng {error.lineno}: {error.msg}"}
    imports, relative = imports_of(tree)
    bound, free = names_of(tree)
    stdlib_only = not relative and all(name in sys.stdlib_module_names for name in imports)
    return {"error": None, "imports": imports, "stdlib_only": stdlib_only, "bound": bound, "free": free}


def on_alarm(signum, frame):
    raise TimeoutError(f"chạy quá {BLOCK_SECONDS} giây")


def run(blocks):
    namespace = {"__name__": "__main__", "__file__": "block.py"}
    signal.signal(signal.SIGALRM, on_alarm)
    results = []
    real_stdout = sys.stdout
    for index, code in enumerate(blocks):
        sys.stdout = io.StringIO()
        signal.alarm(BLOCK_SECONDS)
        try:
            exec(compile(code, f"khoi-{index + 1}.py", "exec"), namespace)
            results.append(None)
        except BaseException:  # SystemExit included: a block that exits non-zero failed
            if isinstance(sys.exc_info()[1], SystemExit) and sys.exc_info()[1].code in (None, 0):
                results.append(None)
            else:
                results.append(traceback.format_exc().strip().splitlines()[-1])
        finally:
            signal.alarm(0)
            sys.stdout = real_stdout
    return results


if __name__ == "__main__":
    if sys.argv[1] == "parse":
        json.dump([parse(block) for block in json.load(sys.stdin)], sys.stdout, ensure_ascii=False)
    else:
        with open(sys.argv[2], encoding="utf-8") as file:
            blocks = json.load(file)
        json.dump(run(blocks), sys.stdout, ensure_ascii=False)
